import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`role\` text DEFAULT 'talent' NOT NULL,
  	\`organization_id\` text(36),
  	\`title\` text,
  	\`phone\` text,
  	\`additional_email_list\` text DEFAULT '[]',
  	\`additional_phone_list\` text DEFAULT '[]',
  	\`summary\` text,
  	\`address1\` text,
  	\`address2\` text,
  	\`city\` text,
  	\`state\` text,
  	\`zip_code\` text,
  	\`avatar_picture\` text,
  	\`profile_video_id\` text(36),
  	\`is_deactivated\` integer DEFAULT false,
  	\`is_internal\` integer DEFAULT false,
  	\`is_twilio_subscriber\` integer DEFAULT false,
  	\`is_talent_approved_by_platform\` integer DEFAULT false,
  	\`has_permission_send_engagement\` integer DEFAULT false,
  	\`has_permission_view_rate\` integer DEFAULT false,
  	\`has_time_sheet_approval\` integer DEFAULT false,
  	\`department_id\` text(36),
  	\`contact_type\` text,
  	\`custom_contact_type\` text,
  	\`is_system_user\` integer DEFAULT false,
  	\`last_login\` text,
  	\`email_confirmed_at\` text,
  	\`email_confirmation_token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`profile_video_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_organization_idx\` ON \`users\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`users_profile_video_idx\` ON \`users\` (\`profile_video_id\`);`)
  await db.run(sql`CREATE INDEX \`users_is_deactivated_idx\` ON \`users\` (\`is_deactivated\`);`)
  await db.run(sql`CREATE INDEX \`users_is_talent_approved_by_platform_idx\` ON \`users\` (\`is_talent_approved_by_platform\`);`)
  await db.run(sql`CREATE INDEX \`users_department_idx\` ON \`users\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`users_email_confirmation_token_hash_idx\` ON \`users\` (\`email_confirmation_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`organizations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`account_type\` text DEFAULT 'client' NOT NULL,
  	\`name\` text NOT NULL,
  	\`license_start_date\` text,
  	\`license_end_date\` text,
  	\`contract_execution_date\` text,
  	\`website\` text,
  	\`address1\` text NOT NULL,
  	\`address2\` text,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip_code\` text NOT NULL,
  	\`note\` text,
  	\`is_engagement_requires_purchase_order\` integer DEFAULT false,
  	\`is1099_type\` integer DEFAULT true,
  	\`is_w2_type\` integer DEFAULT false,
  	\`logo\` text,
  	\`rate\` numeric DEFAULT 20 NOT NULL,
  	\`tier_rate\` numeric DEFAULT 26 NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`organizations_account_type_idx\` ON \`organizations\` (\`account_type\`);`)
  await db.run(sql`CREATE INDEX \`organizations_name_idx\` ON \`organizations\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`organizations_is_active_idx\` ON \`organizations\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`organizations_updated_at_idx\` ON \`organizations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`organizations_created_at_idx\` ON \`organizations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invites\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`invite_type\` text NOT NULL,
  	\`organization_name\` text,
  	\`message\` text,
  	\`invited_by_id\` text(36),
  	\`sent_count\` numeric DEFAULT 1,
  	\`last_sent_at\` text,
  	\`accepted_at\` text,
  	\`token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`invited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invites_email_idx\` ON \`invites\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`invites_invited_by_idx\` ON \`invites\` (\`invited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`invites_token_hash_idx\` ON \`invites\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`invites_updated_at_idx\` ON \`invites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invites_created_at_idx\` ON \`invites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`impersonations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`super_admin_id\` text(36) NOT NULL,
  	\`impersonated_user_id\` text(36) NOT NULL,
  	\`session_id\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`ended_at\` text,
  	\`ip_address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`super_admin_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`impersonated_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`impersonations_super_admin_idx\` ON \`impersonations\` (\`super_admin_id\`);`)
  await db.run(sql`CREATE INDEX \`impersonations_impersonated_user_idx\` ON \`impersonations\` (\`impersonated_user_id\`);`)
  await db.run(sql`CREATE INDEX \`impersonations_session_id_idx\` ON \`impersonations\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`impersonations_ended_at_idx\` ON \`impersonations\` (\`ended_at\`);`)
  await db.run(sql`CREATE INDEX \`impersonations_updated_at_idx\` ON \`impersonations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`impersonations_created_at_idx\` ON \`impersonations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_name_idx\` ON \`settings\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`settings_updated_at_idx\` ON \`settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`settings_created_at_idx\` ON \`settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`specializations_expertise_levels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text(36) NOT NULL,
  	\`value\` text,
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`specializations_expertise_levels_order_idx\` ON \`specializations_expertise_levels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`specializations_expertise_levels_parent_idx\` ON \`specializations_expertise_levels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`specializations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`parent_id\` text(36),
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`specializations_parent_idx\` ON \`specializations\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`specializations_updated_at_idx\` ON \`specializations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`specializations_created_at_idx\` ON \`specializations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`specialization_roles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`specialization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`specialization_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`specialization_roles_specialization_idx\` ON \`specialization_roles\` (\`specialization_id\`);`)
  await db.run(sql`CREATE INDEX \`specialization_roles_updated_at_idx\` ON \`specialization_roles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`specialization_roles_created_at_idx\` ON \`specialization_roles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`specialization_skills\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`specialization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`specialization_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`specialization_skills_specialization_idx\` ON \`specialization_skills\` (\`specialization_id\`);`)
  await db.run(sql`CREATE INDEX \`specialization_skills_updated_at_idx\` ON \`specialization_skills\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`specialization_skills_created_at_idx\` ON \`specialization_skills\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`availabilities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`available_from_date\` text NOT NULL,
  	\`available_to_date\` text,
  	\`hours_per_week\` numeric NOT NULL,
  	\`do_on_site_contract\` integer DEFAULT false,
  	\`do_remote_contract\` integer DEFAULT false,
  	\`do_to_hire_contract\` integer DEFAULT false,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`availabilities_talent_idx\` ON \`availabilities\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`availabilities_available_from_date_idx\` ON \`availabilities\` (\`available_from_date\`);`)
  await db.run(sql`CREATE INDEX \`availabilities_updated_at_idx\` ON \`availabilities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`availabilities_created_at_idx\` ON \`availabilities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`external_links\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`link\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`external_links_talent_idx\` ON \`external_links\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`external_links_updated_at_idx\` ON \`external_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`external_links_created_at_idx\` ON \`external_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`work_experiences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`position\` text NOT NULL,
  	\`organization_name\` text NOT NULL,
  	\`is_present\` integer DEFAULT false,
  	\`start_period_date\` text NOT NULL,
  	\`end_period_date\` text,
  	\`responsibilities\` text,
  	\`sort_index\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`work_experiences_talent_idx\` ON \`work_experiences\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`work_experiences_sort_index_idx\` ON \`work_experiences\` (\`sort_index\`);`)
  await db.run(sql`CREATE INDEX \`work_experiences_updated_at_idx\` ON \`work_experiences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`work_experiences_created_at_idx\` ON \`work_experiences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`talent_specializations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`specialization_id\` text(36) NOT NULL,
  	\`expertise\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`specialization_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_specializations_talent_idx\` ON \`talent_specializations\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_specialization_idx\` ON \`talent_specializations\` (\`specialization_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_updated_at_idx\` ON \`talent_specializations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_created_at_idx\` ON \`talent_specializations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`talent_specializations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`specialization_roles_id\` text(36),
  	\`specialization_skills_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`talent_specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_roles_id\`) REFERENCES \`specialization_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_skills_id\`) REFERENCES \`specialization_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_specializations_rels_order_idx\` ON \`talent_specializations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_rels_parent_idx\` ON \`talent_specializations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_rels_path_idx\` ON \`talent_specializations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_rels_specialization_roles_id_idx\` ON \`talent_specializations_rels\` (\`specialization_roles_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_specializations_rels_specialization_skills_id_idx\` ON \`talent_specializations_rels\` (\`specialization_skills_id\`);`)
  await db.run(sql`CREATE TABLE \`stored_files\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`owner_id\` text(36) NOT NULL,
  	\`kind\` text NOT NULL,
  	\`organization_id\` text(36),
  	\`storage_key\` text NOT NULL,
  	\`original_file_name\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stored_files_owner_idx\` ON \`stored_files\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`stored_files_kind_idx\` ON \`stored_files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`stored_files_organization_idx\` ON \`stored_files\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`stored_files_updated_at_idx\` ON \`stored_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stored_files_created_at_idx\` ON \`stored_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`talent_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`type\` text NOT NULL,
  	\`begin_date\` text,
  	\`expiration_date\` text,
  	\`file_id\` text(36),
  	\`upload_at\` text,
  	\`expires_soon_notified_for\` text,
  	\`expired_notified_for\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_documents_talent_idx\` ON \`talent_documents\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_documents_expiration_date_idx\` ON \`talent_documents\` (\`expiration_date\`);`)
  await db.run(sql`CREATE INDEX \`talent_documents_file_idx\` ON \`talent_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_documents_updated_at_idx\` ON \`talent_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_documents_created_at_idx\` ON \`talent_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`talent_type_idx\` ON \`talent_documents\` (\`talent_id\`,\`type\`);`)
  await db.run(sql`CREATE TABLE \`talent_document_versions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`type\` text NOT NULL,
  	\`begin_date\` text,
  	\`expiration_date\` text,
  	\`file_id\` text(36),
  	\`upload_at\` text,
  	\`replaced_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_document_versions_talent_idx\` ON \`talent_document_versions\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_document_versions_file_idx\` ON \`talent_document_versions\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_document_versions_replaced_at_idx\` ON \`talent_document_versions\` (\`replaced_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_document_versions_updated_at_idx\` ON \`talent_document_versions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_document_versions_created_at_idx\` ON \`talent_document_versions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`document_types\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`label\` text,
  	\`expires_soon_days\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`document_types_type_idx\` ON \`document_types\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`document_types_updated_at_idx\` ON \`document_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_types_created_at_idx\` ON \`document_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`document_name\` text NOT NULL,
  	\`school_or_university\` text,
  	\`field_of_study\` text,
  	\`file_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certificates_talent_idx\` ON \`certificates\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_file_idx\` ON \`certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`groups\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`owner_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`groups_organization_idx\` ON \`groups\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`groups_owner_idx\` ON \`groups\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`groups_updated_at_idx\` ON \`groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`groups_created_at_idx\` ON \`groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subgroups\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`group_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subgroups_group_idx\` ON \`subgroups\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`subgroups_organization_idx\` ON \`subgroups\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`subgroups_updated_at_idx\` ON \`subgroups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subgroups_created_at_idx\` ON \`subgroups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`group_members\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`subgroup_id\` text(36) NOT NULL,
  	\`group_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subgroup_id\`) REFERENCES \`subgroups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`group_members_talent_idx\` ON \`group_members\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`group_members_subgroup_idx\` ON \`group_members\` (\`subgroup_id\`);`)
  await db.run(sql`CREATE INDEX \`group_members_group_idx\` ON \`group_members\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`group_members_organization_idx\` ON \`group_members\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`group_members_updated_at_idx\` ON \`group_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`group_members_created_at_idx\` ON \`group_members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subgroup_talent_idx\` ON \`group_members\` (\`subgroup_id\`,\`talent_id\`);`)
  await db.run(sql`CREATE TABLE \`group_shares\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`group_id\` text(36) NOT NULL,
  	\`subgroup_id\` text(36) NOT NULL,
  	\`shared_by_id\` text(36) NOT NULL,
  	\`shared_with_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subgroup_id\`) REFERENCES \`subgroups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shared_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shared_with_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`group_shares_group_idx\` ON \`group_shares\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_subgroup_idx\` ON \`group_shares\` (\`subgroup_id\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_shared_by_idx\` ON \`group_shares\` (\`shared_by_id\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_shared_with_idx\` ON \`group_shares\` (\`shared_with_id\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_organization_idx\` ON \`group_shares\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_updated_at_idx\` ON \`group_shares\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`group_shares_created_at_idx\` ON \`group_shares\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`dep_id\` text,
  	\`description\` text,
  	\`organization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_organization_idx\` ON \`departments\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`specializations_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specializations_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_rels_order_idx\` ON \`departments_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_rels_parent_idx\` ON \`departments_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_rels_path_idx\` ON \`departments_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`departments_rels_specializations_id_idx\` ON \`departments_rels\` (\`specializations_id\`);`)
  await db.run(sql`CREATE TABLE \`engagements\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`owner_id\` text(36),
  	\`talent_id\` text(36),
  	\`department_id\` text(36),
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`engagements_organization_idx\` ON \`engagements\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_owner_idx\` ON \`engagements\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_talent_idx\` ON \`engagements\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_department_idx\` ON \`engagements\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_status_idx\` ON \`engagements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`engagements_updated_at_idx\` ON \`engagements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagements_created_at_idx\` ON \`engagements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`comments\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`comment_text\` text NOT NULL,
  	\`comment_permission_id\` numeric NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`is_shared\` integer DEFAULT false,
  	\`author_id\` text(36) NOT NULL,
  	\`author_name\` text NOT NULL,
  	\`organization_id\` text(36),
  	\`talent_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comments_comment_permission_id_idx\` ON \`comments\` (\`comment_permission_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_author_idx\` ON \`comments\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_organization_idx\` ON \`comments\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_talent_idx\` ON \`comments\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`comments_updated_at_idx\` ON \`comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comments_created_at_idx\` ON \`comments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_events\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`actor_id\` text(36),
  	\`actor_name\` text,
  	\`impersonator_id\` text(36),
  	\`impersonator_name\` text,
  	\`organization_id\` text(36),
  	\`entity\` text NOT NULL,
  	\`record_id\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`changes\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`impersonator_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_events_at_idx\` ON \`audit_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_actor_idx\` ON \`audit_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_impersonator_idx\` ON \`audit_events\` (\`impersonator_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_organization_idx\` ON \`audit_events\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_entity_idx\` ON \`audit_events\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_record_id_idx\` ON \`audit_events\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`organizations_id\` text(36),
  	\`invites_id\` text(36),
  	\`impersonations_id\` text(36),
  	\`settings_id\` text(36),
  	\`specializations_id\` text(36),
  	\`specialization_roles_id\` text(36),
  	\`specialization_skills_id\` text(36),
  	\`availabilities_id\` text(36),
  	\`external_links_id\` text(36),
  	\`work_experiences_id\` text(36),
  	\`talent_specializations_id\` text(36),
  	\`stored_files_id\` text(36),
  	\`talent_documents_id\` text(36),
  	\`talent_document_versions_id\` text(36),
  	\`document_types_id\` text(36),
  	\`certificates_id\` text(36),
  	\`groups_id\` text(36),
  	\`subgroups_id\` text(36),
  	\`group_members_id\` text(36),
  	\`group_shares_id\` text(36),
  	\`departments_id\` text(36),
  	\`engagements_id\` text(36),
  	\`comments_id\` text(36),
  	\`audit_events_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`organizations_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invites_id\`) REFERENCES \`invites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`impersonations_id\`) REFERENCES \`impersonations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specializations_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_roles_id\`) REFERENCES \`specialization_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_skills_id\`) REFERENCES \`specialization_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`availabilities_id\`) REFERENCES \`availabilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`external_links_id\`) REFERENCES \`external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`work_experiences_id\`) REFERENCES \`work_experiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_specializations_id\`) REFERENCES \`talent_specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stored_files_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_documents_id\`) REFERENCES \`talent_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_document_versions_id\`) REFERENCES \`talent_document_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_types_id\`) REFERENCES \`document_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subgroups_id\`) REFERENCES \`subgroups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_members_id\`) REFERENCES \`group_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_shares_id\`) REFERENCES \`group_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagements_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comments_id\`) REFERENCES \`comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_organizations_id_idx\` ON \`payload_locked_documents_rels\` (\`organizations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invites_id_idx\` ON \`payload_locked_documents_rels\` (\`invites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_impersonations_id_idx\` ON \`payload_locked_documents_rels\` (\`impersonations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_specializations_id_idx\` ON \`payload_locked_documents_rels\` (\`specializations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_specialization_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`specialization_roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_specialization_skills_id_idx\` ON \`payload_locked_documents_rels\` (\`specialization_skills_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_availabilities_id_idx\` ON \`payload_locked_documents_rels\` (\`availabilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_external_links_id_idx\` ON \`payload_locked_documents_rels\` (\`external_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_work_experiences_id_idx\` ON \`payload_locked_documents_rels\` (\`work_experiences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_specializations_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_specializations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stored_files_id_idx\` ON \`payload_locked_documents_rels\` (\`stored_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_document_versions_i_idx\` ON \`payload_locked_documents_rels\` (\`talent_document_versions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_types_id_idx\` ON \`payload_locked_documents_rels\` (\`document_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subgroups_id_idx\` ON \`payload_locked_documents_rels\` (\`subgroups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_members_id_idx\` ON \`payload_locked_documents_rels\` (\`group_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`group_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagements_id_idx\` ON \`payload_locked_documents_rels\` (\`engagements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`organizations\`;`)
  await db.run(sql`DROP TABLE \`invites\`;`)
  await db.run(sql`DROP TABLE \`impersonations\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`specializations_expertise_levels\`;`)
  await db.run(sql`DROP TABLE \`specializations\`;`)
  await db.run(sql`DROP TABLE \`specialization_roles\`;`)
  await db.run(sql`DROP TABLE \`specialization_skills\`;`)
  await db.run(sql`DROP TABLE \`availabilities\`;`)
  await db.run(sql`DROP TABLE \`external_links\`;`)
  await db.run(sql`DROP TABLE \`work_experiences\`;`)
  await db.run(sql`DROP TABLE \`talent_specializations\`;`)
  await db.run(sql`DROP TABLE \`talent_specializations_rels\`;`)
  await db.run(sql`DROP TABLE \`stored_files\`;`)
  await db.run(sql`DROP TABLE \`talent_documents\`;`)
  await db.run(sql`DROP TABLE \`talent_document_versions\`;`)
  await db.run(sql`DROP TABLE \`document_types\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`groups\`;`)
  await db.run(sql`DROP TABLE \`subgroups\`;`)
  await db.run(sql`DROP TABLE \`group_members\`;`)
  await db.run(sql`DROP TABLE \`group_shares\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments_rels\`;`)
  await db.run(sql`DROP TABLE \`engagements\`;`)
  await db.run(sql`DROP TABLE \`comments\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
