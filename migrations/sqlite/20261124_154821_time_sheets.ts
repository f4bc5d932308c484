import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`time_entries\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`engagement_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`purchase_order_id\` text(36),
  	\`timekeeping_date\` text NOT NULL,
  	\`booked_period_start\` text NOT NULL,
  	\`duration_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`state\` text DEFAULT 'open' NOT NULL,
  	\`is_adjustive\` integer DEFAULT false,
  	\`parent_id\` text(36),
  	\`adjustment_source\` text,
  	\`delta_minutes\` numeric,
  	\`cost_delta_cents\` numeric,
  	\`cost_talent_fee_included_delta_cents\` numeric,
  	\`pay_delta_cents\` numeric,
  	\`hourly_fee_cents\` numeric,
  	\`hourly_fee_without_talent_fee_cents\` numeric,
  	\`talent_pay_cents\` numeric,
  	\`cost_cents\` numeric,
  	\`cost_talent_fee_included_cents\` numeric,
  	\`pay_cents\` numeric,
  	\`talent_comment\` text,
  	\`client_comment\` text,
  	\`description\` text,
  	\`entered_at\` text,
  	\`submitted_at\` text,
  	\`reviewed_at\` text,
  	\`reviewed_by_id\` text(36),
  	\`unapprove_reason\` text,
  	\`escalated_at\` text,
  	\`exported_at\` text,
  	\`export_task_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`engagement_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`purchase_order_id\`) REFERENCES \`purchase_orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`time_entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`export_task_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`time_entries_engagement_idx\` ON \`time_entries\` (\`engagement_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_organization_idx\` ON \`time_entries\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_talent_idx\` ON \`time_entries\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_purchase_order_idx\` ON \`time_entries\` (\`purchase_order_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_timekeeping_date_idx\` ON \`time_entries\` (\`timekeeping_date\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_booked_period_start_idx\` ON \`time_entries\` (\`booked_period_start\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_state_idx\` ON \`time_entries\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_is_adjustive_idx\` ON \`time_entries\` (\`is_adjustive\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_parent_idx\` ON \`time_entries\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_submitted_at_idx\` ON \`time_entries\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_reviewed_by_idx\` ON \`time_entries\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_exported_at_idx\` ON \`time_entries\` (\`exported_at\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_export_task_idx\` ON \`time_entries\` (\`export_task_id\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_updated_at_idx\` ON \`time_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`time_entries_created_at_idx\` ON \`time_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_bookedPeriodStart_state_idx\` ON \`time_entries\` (\`organization_id\`,\`booked_period_start\`,\`state\`);`)
  await db.run(sql`CREATE INDEX \`organization_timekeepingDate_idx\` ON \`time_entries\` (\`organization_id\`,\`timekeeping_date\`);`)
  await db.run(sql`CREATE INDEX \`talent_timekeepingDate_idx\` ON \`time_entries\` (\`talent_id\`,\`timekeeping_date\`);`)
  await db.run(sql`CREATE INDEX \`engagement_timekeepingDate_idx\` ON \`time_entries\` (\`engagement_id\`,\`timekeeping_date\`);`)
  await db.run(sql`CREATE INDEX \`state_submittedAt_idx\` ON \`time_entries\` (\`state\`,\`submitted_at\`);`)
  await db.run(sql`CREATE TABLE \`tasks_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`file_id\` text(36),
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_files_order_idx\` ON \`tasks_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tasks_files_parent_id_idx\` ON \`tasks_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tasks_files_file_idx\` ON \`tasks_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`tasks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`label\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`progress\` numeric DEFAULT 0,
  	\`requested_by_id\` text(36) NOT NULL,
  	\`organization_id\` text(36),
  	\`params\` text,
  	\`error\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`runner\` text,
  	\`heartbeat_at\` text,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_kind_idx\` ON \`tasks\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`tasks_status_idx\` ON \`tasks\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tasks_requested_by_idx\` ON \`tasks\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`tasks_organization_idx\` ON \`tasks\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`tasks_updated_at_idx\` ON \`tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tasks_created_at_idx\` ON \`tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`tasks\` (\`status\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`organizations\` ADD \`time_zone\` text DEFAULT 'America/New_York' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`time_entries_id\` text(36) REFERENCES time_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tasks_id\` text(36) REFERENCES tasks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_time_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`time_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`time_entries\`;`)
  await db.run(sql`DROP TABLE \`tasks_files\`;`)
  await db.run(sql`DROP TABLE \`tasks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`engagement_events_id\` text(36),
  	\`engagement_terms_id\` text(36),
  	\`required_documents_id\` text(36),
  	\`filled_documents_id\` text(36),
  	\`purchase_orders_id\` text(36),
  	\`engagement_purchase_orders_id\` text(36),
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
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagement_events_id\`) REFERENCES \`engagement_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagement_terms_id\`) REFERENCES \`engagement_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`required_documents_id\`) REFERENCES \`required_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`filled_documents_id\`) REFERENCES \`filled_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`purchase_orders_id\`) REFERENCES \`purchase_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagement_purchase_orders_id\`) REFERENCES \`engagement_purchase_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id") SELECT "id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_events_id_idx\` ON \`payload_locked_documents_rels\` (\`engagement_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`engagement_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_required_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`required_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_filled_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`filled_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purchase_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`purchase_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_purchase_orders_idx\` ON \`payload_locked_documents_rels\` (\`engagement_purchase_orders_id\`);`)
  await db.run(sql`ALTER TABLE \`organizations\` DROP COLUMN \`time_zone\`;`)
}
