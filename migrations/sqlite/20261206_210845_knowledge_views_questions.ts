import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`knowledge_center_views\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`faq_id\` text(36),
  	\`video_id\` text(36),
  	\`view_count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`knowledge_center_faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`knowledge_center_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`knowledge_center_views_faq_idx\` ON \`knowledge_center_views\` (\`faq_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`knowledge_center_views_video_idx\` ON \`knowledge_center_views\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_views_view_count_idx\` ON \`knowledge_center_views\` (\`view_count\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_views_updated_at_idx\` ON \`knowledge_center_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_views_created_at_idx\` ON \`knowledge_center_views\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`knowledge_center_views_id\` text(36) REFERENCES knowledge_center_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_knowledge_center_views_id_idx\` ON \`payload_locked_documents_rels\` (\`knowledge_center_views_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`knowledge_center_views\`;`)
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
  	\`time_entries_id\` text(36),
  	\`tasks_id\` text(36),
  	\`opportunities_id\` text(36),
  	\`opportunity_specializations_id\` text(36),
  	\`opportunity_talents_id\` text(36),
  	\`opportunity_applies_id\` text(36),
  	\`saved_searches_id\` text(36),
  	\`talent_not_found_feedbacks_id\` text(36),
  	\`search_weights_id\` text(36),
  	\`talent_search_profiles_id\` text(36),
  	\`screen_views_id\` text(36),
  	\`savings_benchmarks_id\` text(36),
  	\`chats_id\` text(36),
  	\`chat_messages_id\` text(36),
  	\`chat_members_id\` text(36),
  	\`live_presences_id\` text(36),
  	\`faq_categories_id\` text(36),
  	\`knowledge_center_faqs_id\` text(36),
  	\`knowledge_center_videos_id\` text(36),
  	\`faq_feedbacks_id\` text(36),
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
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opportunities_id\`) REFERENCES \`opportunities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opportunity_specializations_id\`) REFERENCES \`opportunity_specializations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opportunity_talents_id\`) REFERENCES \`opportunity_talents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opportunity_applies_id\`) REFERENCES \`opportunity_applies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_not_found_feedbacks_id\`) REFERENCES \`talent_not_found_feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_weights_id\`) REFERENCES \`search_weights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talent_search_profiles_id\`) REFERENCES \`talent_search_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`screen_views_id\`) REFERENCES \`screen_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`savings_benchmarks_id\`) REFERENCES \`savings_benchmarks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chats_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_messages_id\`) REFERENCES \`chat_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_members_id\`) REFERENCES \`chat_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_presences_id\`) REFERENCES \`live_presences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`knowledge_center_faqs_id\`) REFERENCES \`knowledge_center_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`knowledge_center_videos_id\`) REFERENCES \`knowledge_center_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_feedbacks_id\`) REFERENCES \`faq_feedbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id", "opportunities_id", "opportunity_specializations_id", "opportunity_talents_id", "opportunity_applies_id", "saved_searches_id", "talent_not_found_feedbacks_id", "search_weights_id", "talent_search_profiles_id", "screen_views_id", "savings_benchmarks_id", "chats_id", "chat_messages_id", "chat_members_id", "live_presences_id", "faq_categories_id", "knowledge_center_faqs_id", "knowledge_center_videos_id", "faq_feedbacks_id") SELECT "id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id", "opportunities_id", "opportunity_specializations_id", "opportunity_talents_id", "opportunity_applies_id", "saved_searches_id", "talent_not_found_feedbacks_id", "search_weights_id", "talent_search_profiles_id", "screen_views_id", "savings_benchmarks_id", "chats_id", "chat_messages_id", "chat_members_id", "live_presences_id", "faq_categories_id", "knowledge_center_faqs_id", "knowledge_center_videos_id", "faq_feedbacks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_time_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`time_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunities_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_specialization_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_specializations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_talents_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_talents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opportunity_applies_id_idx\` ON \`payload_locked_documents_rels\` (\`opportunity_applies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_not_found_feedbacks_idx\` ON \`payload_locked_documents_rels\` (\`talent_not_found_feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_weights_id_idx\` ON \`payload_locked_documents_rels\` (\`search_weights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talent_search_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_search_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_screen_views_id_idx\` ON \`payload_locked_documents_rels\` (\`screen_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_savings_benchmarks_id_idx\` ON \`payload_locked_documents_rels\` (\`savings_benchmarks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chats_id_idx\` ON \`payload_locked_documents_rels\` (\`chats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_members_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_live_presences_id_idx\` ON \`payload_locked_documents_rels\` (\`live_presences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_knowledge_center_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`knowledge_center_faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_knowledge_center_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`knowledge_center_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_feedbacks_id\`);`)
}
