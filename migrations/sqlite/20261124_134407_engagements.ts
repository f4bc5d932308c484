import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`engagements_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`required_documents_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`required_documents_id\`) REFERENCES \`required_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`engagements_rels_order_idx\` ON \`engagements_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`engagements_rels_parent_idx\` ON \`engagements_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_rels_path_idx\` ON \`engagements_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`engagements_rels_users_id_idx\` ON \`engagements_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_rels_required_documents_id_idx\` ON \`engagements_rels\` (\`required_documents_id\`);`)
  await db.run(sql`CREATE TABLE \`engagement_events\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`engagement_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`talent_id\` text(36),
  	\`kind\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`at\` text NOT NULL,
  	\`actor_id\` text(36),
  	\`actor_name\` text,
  	\`changes\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`engagement_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`engagement_events_engagement_idx\` ON \`engagement_events\` (\`engagement_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_organization_idx\` ON \`engagement_events\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_talent_idx\` ON \`engagement_events\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_at_idx\` ON \`engagement_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_actor_idx\` ON \`engagement_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_updated_at_idx\` ON \`engagement_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagement_events_created_at_idx\` ON \`engagement_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`engagement_terms\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`created_by_id\` text(36),
  	\`is_acknowledgement_statement_accepted\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`engagement_terms_organization_idx\` ON \`engagement_terms\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_terms_created_by_idx\` ON \`engagement_terms\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_terms_is_active_idx\` ON \`engagement_terms\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`engagement_terms_updated_at_idx\` ON \`engagement_terms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagement_terms_created_at_idx\` ON \`engagement_terms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`required_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`internal_comment\` text,
  	\`places_remote\` integer DEFAULT false,
  	\`places_on_site\` integer DEFAULT false,
  	\`answer_type\` text NOT NULL,
  	\`file_id\` text(36),
  	\`original_file_name\` text,
  	\`file_version\` numeric DEFAULT 0,
  	\`organization_id\` text(36) NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`created_by_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`required_documents_file_idx\` ON \`required_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`required_documents_organization_idx\` ON \`required_documents\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`required_documents_is_active_idx\` ON \`required_documents\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`required_documents_created_by_idx\` ON \`required_documents\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`required_documents_updated_at_idx\` ON \`required_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`required_documents_created_at_idx\` ON \`required_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`filled_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`engagement_id\` text(36) NOT NULL,
  	\`required_document_id\` text(36) NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`is_checked\` integer DEFAULT false,
  	\`file_id\` text(36),
  	\`original_file_name\` text,
  	\`file_version\` numeric,
  	\`filled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`engagement_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`required_document_id\`) REFERENCES \`required_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`filled_documents_engagement_idx\` ON \`filled_documents\` (\`engagement_id\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_required_document_idx\` ON \`filled_documents\` (\`required_document_id\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_talent_idx\` ON \`filled_documents\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_organization_idx\` ON \`filled_documents\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_file_idx\` ON \`filled_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_updated_at_idx\` ON \`filled_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`filled_documents_created_at_idx\` ON \`filled_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`engagement_requiredDocument_idx\` ON \`filled_documents\` (\`engagement_id\`,\`required_document_id\`);`)
  await db.run(sql`CREATE TABLE \`purchase_orders\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_key\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`notes\` text,
  	\`file_id\` text(36),
  	\`original_file_name\` text,
  	\`is_active\` integer DEFAULT true,
  	\`organization_id\` text(36) NOT NULL,
  	\`amount_cents\` numeric,
  	\`valid_through\` text,
  	\`created_by_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`stored_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`purchase_orders_name_key_idx\` ON \`purchase_orders\` (\`name_key\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_file_idx\` ON \`purchase_orders\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_is_active_idx\` ON \`purchase_orders\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_organization_idx\` ON \`purchase_orders\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_created_by_idx\` ON \`purchase_orders\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_updated_at_idx\` ON \`purchase_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`purchase_orders_created_at_idx\` ON \`purchase_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`organization_nameKey_1_idx\` ON \`purchase_orders\` (\`organization_id\`,\`name_key\`);`)
  await db.run(sql`CREATE TABLE \`engagement_purchase_orders\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`engagement_id\` text(36) NOT NULL,
  	\`purchase_order_id\` text(36) NOT NULL,
  	\`organization_id\` text(36) NOT NULL,
  	\`assigned_at\` text,
  	\`assigned_by_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`engagement_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`purchase_order_id\`) REFERENCES \`purchase_orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assigned_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_engagement_idx\` ON \`engagement_purchase_orders\` (\`engagement_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_purchase_order_idx\` ON \`engagement_purchase_orders\` (\`purchase_order_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_organization_idx\` ON \`engagement_purchase_orders\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_assigned_by_idx\` ON \`engagement_purchase_orders\` (\`assigned_by_id\`);`)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_updated_at_idx\` ON \`engagement_purchase_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagement_purchase_orders_created_at_idx\` ON \`engagement_purchase_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`engagement_purchaseOrder_idx\` ON \`engagement_purchase_orders\` (\`engagement_id\`,\`purchase_order_id\`);`)
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
  // The single-owner engagements had one owner and a few columns: copy those (drizzle-kit listed every new
  // column in the SELECT, which the old table lacks), the name's key as contract/engagements/name.ts
  // would make it for a plain name, and each owner into the new hasMany relation before the column goes.
  // The owners wait in a temporary table: dropping the old table may cascade into engagements_rels.
  await db.run(sql`CREATE TEMP TABLE \`engagement_owners_before\` AS SELECT "id", "owner_id" FROM \`engagements\` WHERE "owner_id" IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`__new_engagements\`("id", "name", "name_key", "organization_id", "talent_id", "department_id", "status", "updated_at", "created_at") SELECT "id", "name", lower(trim("name")), "organization_id", "talent_id", "department_id", "status", "updated_at", "created_at" FROM \`engagements\`;`)
  await db.run(sql`DROP TABLE \`engagements\`;`)
  await db.run(sql`ALTER TABLE \`__new_engagements\` RENAME TO \`engagements\`;`)
  await db.run(sql`INSERT INTO \`engagements_rels\`("order", "parent_id", "path", "users_id") SELECT 1, "id", 'owners', "owner_id" FROM \`engagement_owners_before\`;`)
  await db.run(sql`DROP TABLE \`engagement_owners_before\`;`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`engagement_events_id\` text(36) REFERENCES engagement_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`engagement_terms_id\` text(36) REFERENCES engagement_terms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`required_documents_id\` text(36) REFERENCES required_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`filled_documents_id\` text(36) REFERENCES filled_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`purchase_orders_id\` text(36) REFERENCES purchase_orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`engagement_purchase_orders_id\` text(36) REFERENCES engagement_purchase_orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_events_id_idx\` ON \`payload_locked_documents_rels\` (\`engagement_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`engagement_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_required_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`required_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_filled_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`filled_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_purchase_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`purchase_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_purchase_orders_idx\` ON \`payload_locked_documents_rels\` (\`engagement_purchase_orders_id\`);`)
}

/** Back to the single-owner shape; the owners (a list now) are not put back into the single owner column. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`engagements_rels\`;`)
  await db.run(sql`DROP TABLE \`engagement_events\`;`)
  await db.run(sql`DROP TABLE \`engagement_terms\`;`)
  await db.run(sql`DROP TABLE \`required_documents\`;`)
  await db.run(sql`DROP TABLE \`filled_documents\`;`)
  await db.run(sql`DROP TABLE \`purchase_orders\`;`)
  await db.run(sql`DROP TABLE \`engagement_purchase_orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_engagements\` (
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
  await db.run(sql`INSERT INTO \`__new_engagements\`("id", "name", "organization_id", "owner_id", "talent_id", "department_id", "status", "updated_at", "created_at") SELECT "id", "name", "organization_id", NULL, "talent_id", "department_id", "status", "updated_at", "created_at" FROM \`engagements\`;`)
  await db.run(sql`DROP TABLE \`engagements\`;`)
  await db.run(sql`ALTER TABLE \`__new_engagements\` RENAME TO \`engagements\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`engagements_organization_idx\` ON \`engagements\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_owner_idx\` ON \`engagements\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_talent_idx\` ON \`engagements\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_department_idx\` ON \`engagements\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`engagements_status_idx\` ON \`engagements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`engagements_updated_at_idx\` ON \`engagements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`engagements_created_at_idx\` ON \`engagements\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id" FROM \`payload_locked_documents_rels\`;`)
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
}
