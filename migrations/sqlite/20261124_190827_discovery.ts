import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`opportunities_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`opportunities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunities_questions_order_idx\` ON \`opportunities_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_questions_parent_id_idx\` ON \`opportunities_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opportunities\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`created_by_id\` text(36),
  	\`place\` text,
  	\`work_kind\` text,
  	\`city\` text,
  	\`state\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`hours_per_week\` numeric,
  	\`rate_min_cents\` numeric,
  	\`rate_max_cents\` numeric,
  	\`opened_at\` text,
  	\`closed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunities_title_idx\` ON \`opportunities\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_status_idx\` ON \`opportunities\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_organization_idx\` ON \`opportunities\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_created_by_idx\` ON \`opportunities\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_updated_at_idx\` ON \`opportunities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`opportunities_created_at_idx\` ON \`opportunities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`opportunity_specializations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`opportunity_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`specialization_id\` text(36) NOT NULL,
  	\`expertise\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`opportunity_id\`) REFERENCES \`opportunities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`specialization_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_opportunity_idx\` ON \`opportunity_specializations\` (\`opportunity_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_organization_idx\` ON \`opportunity_specializations\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_specialization_idx\` ON \`opportunity_specializations\` (\`specialization_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_updated_at_idx\` ON \`opportunity_specializations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_created_at_idx\` ON \`opportunity_specializations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`opportunity_specializations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`specialization_roles_id\` text(36),
  	\`specialization_skills_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`opportunity_specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_roles_id\`) REFERENCES \`specialization_roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`specialization_skills_id\`) REFERENCES \`specialization_skills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_rels_order_idx\` ON \`opportunity_specializations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_rels_parent_idx\` ON \`opportunity_specializations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_rels_path_idx\` ON \`opportunity_specializations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_rels_specialization_roles_id_idx\` ON \`opportunity_specializations_rels\` (\`specialization_roles_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_specializations_rels_specialization_skills_i_idx\` ON \`opportunity_specializations_rels\` (\`specialization_skills_id\`);`)
  await db.run(sql`CREATE TABLE \`opportunity_talents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`opportunity_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`status\` text DEFAULT 'invited' NOT NULL,
  	\`has_applied\` integer DEFAULT false,
  	\`invited_by_id\` text(36),
  	\`invited_at\` text,
  	\`applied_at\` text,
  	\`removed_at\` text,
  	\`removed_by_id\` text(36),
  	\`engagement_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`opportunity_id\`) REFERENCES \`opportunities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`invited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`removed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`engagement_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunity_talents_opportunity_idx\` ON \`opportunity_talents\` (\`opportunity_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_organization_idx\` ON \`opportunity_talents\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_talent_idx\` ON \`opportunity_talents\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_status_idx\` ON \`opportunity_talents\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_has_applied_idx\` ON \`opportunity_talents\` (\`has_applied\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_invited_by_idx\` ON \`opportunity_talents\` (\`invited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_removed_by_idx\` ON \`opportunity_talents\` (\`removed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_engagement_idx\` ON \`opportunity_talents\` (\`engagement_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_updated_at_idx\` ON \`opportunity_talents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_talents_created_at_idx\` ON \`opportunity_talents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`opportunity_talent_idx\` ON \`opportunity_talents\` (\`opportunity_id\`,\`talent_id\`);`)
  await db.run(sql`CREATE TABLE \`opportunity_applies\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`opportunity_id\` text(36) NOT NULL,
  	\`opportunity_talent_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`form\` text NOT NULL,
  	\`skills_and_qualifications\` text,
  	\`experience\` text,
  	\`apply_message\` text,
  	\`answers\` text DEFAULT '[]',
  	\`manager_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`opportunity_id\`) REFERENCES \`opportunities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`opportunity_talent_id\`) REFERENCES \`opportunity_talents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`opportunity_applies_opportunity_idx\` ON \`opportunity_applies\` (\`opportunity_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_applies_opportunity_talent_idx\` ON \`opportunity_applies\` (\`opportunity_talent_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_applies_organization_idx\` ON \`opportunity_applies\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_applies_talent_idx\` ON \`opportunity_applies\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_applies_updated_at_idx\` ON \`opportunity_applies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`opportunity_applies_created_at_idx\` ON \`opportunity_applies\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`opportunity_talent_1_idx\` ON \`opportunity_applies\` (\`opportunity_id\`,\`talent_id\`);`)
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`owner_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`name\` text NOT NULL,
  	\`params\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_owner_idx\` ON \`saved_searches\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_organization_idx\` ON \`saved_searches\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`talent_not_found_feedbacks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`last_search\` text,
  	\`sent_by_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`talent_not_found_feedbacks_sent_by_idx\` ON \`talent_not_found_feedbacks\` (\`sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_not_found_feedbacks_organization_idx\` ON \`talent_not_found_feedbacks\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_not_found_feedbacks_updated_at_idx\` ON \`talent_not_found_feedbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_not_found_feedbacks_created_at_idx\` ON \`talent_not_found_feedbacks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_weights\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`specializations\` numeric NOT NULL,
  	\`availability\` numeric NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`place\` numeric NOT NULL,
  	\`keyword\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_weights_organization_idx\` ON \`search_weights\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`search_weights_updated_at_idx\` ON \`search_weights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_weights_created_at_idx\` ON \`search_weights\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`talent_search_profiles\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`is_findable\` integer DEFAULT false,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`city\` text,
  	\`state\` text,
  	\`hourly_rate\` numeric,
  	\`specialization_tokens\` text,
  	\`availabilities\` text DEFAULT '[]',
  	\`search_text\` text,
  	\`profile_weight\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`talent_search_profiles_talent_idx\` ON \`talent_search_profiles\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_is_findable_idx\` ON \`talent_search_profiles\` (\`is_findable\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_first_name_idx\` ON \`talent_search_profiles\` (\`first_name\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_last_name_idx\` ON \`talent_search_profiles\` (\`last_name\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_city_idx\` ON \`talent_search_profiles\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_state_idx\` ON \`talent_search_profiles\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_hourly_rate_idx\` ON \`talent_search_profiles\` (\`hourly_rate\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_updated_at_idx\` ON \`talent_search_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_search_profiles_created_at_idx\` ON \`talent_search_profiles\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`hourly_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`engagements\` ADD \`opportunity_id\` text(36) REFERENCES opportunities(id);`)
  await db.run(sql`CREATE INDEX \`engagements_opportunity_idx\` ON \`engagements\` (\`opportunity_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`opportunities_id\` text(36) REFERENCES opportunities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`opportunity_specializations_id\` text(36) REFERENCES opportunity_specializations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`opportunity_talents_id\` text(36) REFERENCES opportunity_talents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`opportunity_applies_id\` text(36) REFERENCES opportunity_applies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` text(36) REFERENCES saved_searches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`talent_not_found_feedbacks_id\` text(36) REFERENCES talent_not_found_feedbacks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_weights_id\` text(36) REFERENCES search_weights(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`talent_search_profiles_id\` text(36) REFERENCES talent_search_profiles(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunities_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_specialization_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_specializations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_talents_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_talents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_applies_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_applies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_not_found_feedbacks_idx\` ON \`payload_locked_documents_rels\` (\`talent_not_found_feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_weights_id_idx\` ON \`payload_locked_documents_rels\` (\`search_weights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_search_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_search_profiles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`opportunities_questions\`;`)
  await db.run(sql`DROP TABLE \`opportunities\`;`)
  await db.run(sql`DROP TABLE \`opportunity_specializations\`;`)
  await db.run(sql`DROP TABLE \`opportunity_specializations_rels\`;`)
  await db.run(sql`DROP TABLE \`opportunity_talents\`;`)
  await db.run(sql`DROP TABLE \`opportunity_applies\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`talent_not_found_feedbacks\`;`)
  await db.run(sql`DROP TABLE \`search_weights\`;`)
  await db.run(sql`DROP TABLE \`talent_search_profiles\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_engagements\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_key\` text,
  	\`organization_id\` text(36) NOT NULL,
  	\`talent_id\` text(36),
  	\`department_id\` text(36),
  	\`place\` text,
  	\`work_kind\` text,
  	\`hours_per_week\` numeric,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`talent_pay_rate_cents\` numeric,
  	\`hourly_fee_cents\` numeric,
  	\`hourly_fee_without_talent_fee_cents\` numeric,
  	\`talent_fee_cents\` numeric,
  	\`talent_pay_cents\` numeric,
  	\`pricing\` text,
  	\`is_adjustable_timesheets\` integer DEFAULT true,
  	\`terms_text\` text,
  	\`terms_id\` text(36),
  	\`is_acknowledgement_statement_accepted\` integer DEFAULT false,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`sent_at\` text,
  	\`accepted_at\` text,
  	\`declined_at\` text,
  	\`decline_reason\` text,
  	\`withdrawn_at\` text,
  	\`terminated_by_manager_at\` text,
  	\`terminated_by_id\` text(36),
  	\`termination_reason\` text,
  	\`pending_extension_end_date\` text,
  	\`pending_extension_terms_text\` text,
  	\`pending_extension_sent_at\` text,
  	\`pending_extension_sent_by_id\` text(36),
  	\`duplicated_from_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_id\`) REFERENCES \`engagement_terms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terminated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pending_extension_sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicated_from_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_engagements\`("id", "name", "name_key", "organization_id", "talent_id", "department_id", "place", "work_kind", "hours_per_week", "start_date", "end_date", "talent_pay_rate_cents", "hourly_fee_cents", "hourly_fee_without_talent_fee_cents", "talent_fee_cents", "talent_pay_cents", "pricing", "is_adjustable_timesheets", "terms_text", "terms_id", "is_acknowledgement_statement_accepted", "status", "sent_at", "accepted_at", "declined_at", "decline_reason", "withdrawn_at", "terminated_by_manager_at", "terminated_by_id", "termination_reason", "pending_extension_end_date", "pending_extension_terms_text", "pending_extension_sent_at", "pending_extension_sent_by_id", "duplicated_from_id", "updated_at", "created_at") SELECT "id", "name", "name_key", "organization_id", "talent_id", "department_id", "place", "work_kind", "hours_per_week", "start_date", "end_date", "talent_pay_rate_cents", "hourly_fee_cents", "hourly_fee_without_talent_fee_cents", "talent_fee_cents", "talent_pay_cents", "pricing", "is_adjustable_timesheets", "terms_text", "terms_id", "is_acknowledgement_statement_accepted", "status", "sent_at", "accepted_at", "declined_at", "decline_reason", "withdrawn_at", "terminated_by_manager_at", "terminated_by_id", "termination_reason", "pending_extension_end_date", "pending_extension_terms_text", "pending_extension_sent_at", "pending_extension_sent_by_id", "duplicated_from_id", "updated_at", "created_at" FROM \`engagements\`;`)
  await db.run(sql`DROP TABLE \`engagements\`;`)
  await db.run(sql`ALTER TABLE \`__new_engagements\` RENAME TO \`engagements\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`engagements_name_key_idx\` ON \`engagements\` (\`name_key\`);`)
  await db.run(sql`CREATE INDEX \`engagements_organization_idx\` ON \`engagements\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_talent_idx\` ON \`engagements\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_department_idx\` ON \`engagements\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_start_date_idx\` ON \`engagements\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`engagements_end_date_idx\` ON \`engagements\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`engagements_terms_idx\` ON \`engagements\` (\`terms_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_status_idx\` ON \`engagements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`engagements_terminated_by_idx\` ON \`engagements\` (\`terminated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_pending_extension_pending_extension_sent_by_idx\` ON \`engagements\` (\`pending_extension_sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_duplicated_from_idx\` ON \`engagements\` (\`duplicated_from_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_updated_at_idx\` ON \`engagements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagements_created_at_idx\` ON \`engagements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_status_idx\` ON \`engagements\` (\`organization_id\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`organization_status_createdAt_idx\` ON \`engagements\` (\`organization_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_createdAt_idx\` ON \`engagements\` (\`organization_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`organization_nameKey_idx\` ON \`engagements\` (\`organization_id\`,\`name_key\`);`)
  await db.run(sql`CREATE INDEX \`status_startDate_idx\` ON \`engagements\` (\`status\`,\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`status_endDate_idx\` ON \`engagements\` (\`status\`,\`end_date\`);`)
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
  	\`time_entries_id\` text(36),
  	\`tasks_id\` text(36),
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
  	FOREIGN KEY (\`engagement_purchase_orders_id\`) REFERENCES \`engagement_purchase_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`time_entries_id\`) REFERENCES \`time_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id") SELECT "id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_time_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`time_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`hourly_rate\`;`)
}
