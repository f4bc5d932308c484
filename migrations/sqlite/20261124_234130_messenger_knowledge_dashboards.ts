import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`screen_views\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`screen\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`screen_views_user_idx\` ON \`screen_views\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`screen_views_updated_at_idx\` ON \`screen_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`screen_views_created_at_idx\` ON \`screen_views\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_screen_idx\` ON \`screen_views\` (\`user_id\`,\`screen\`);`)
  await db.run(sql`CREATE TABLE \`savings_benchmarks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`specialization_id\` text(36) NOT NULL,
  	\`rate_cents\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`specialization_id\`) REFERENCES \`specializations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`savings_benchmarks_specialization_idx\` ON \`savings_benchmarks\` (\`specialization_id\`);`)
  await db.run(sql`CREATE INDEX \`savings_benchmarks_updated_at_idx\` ON \`savings_benchmarks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`savings_benchmarks_created_at_idx\` ON \`savings_benchmarks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`chats\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`member_id\` text(36) NOT NULL,
  	\`organization_id\` text(36),
  	\`message_count\` numeric DEFAULT 0 NOT NULL,
  	\`last_activity_at\` text NOT NULL,
  	\`last_message_at\` text,
  	\`last_message_text\` text,
  	\`last_message_has_image\` integer DEFAULT false,
  	\`last_message_sender_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_message_sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`chats_talent_idx\` ON \`chats\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_member_idx\` ON \`chats\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_organization_idx\` ON \`chats\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_last_activity_at_idx\` ON \`chats\` (\`last_activity_at\`);`)
  await db.run(sql`CREATE INDEX \`chats_last_message_sender_idx\` ON \`chats\` (\`last_message_sender_id\`);`)
  await db.run(sql`CREATE INDEX \`chats_updated_at_idx\` ON \`chats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chats_created_at_idx\` ON \`chats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`talent_member_idx\` ON \`chats\` (\`talent_id\`,\`member_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_messages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`chat_id\` text(36) NOT NULL,
  	\`talent_id\` text(36) NOT NULL,
  	\`member_id\` text(36) NOT NULL,
  	\`sender_id\` text(36) NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`text\` text,
  	\`sent_at\` text NOT NULL,
  	\`image_storage_key\` text,
  	\`image_file_name\` text,
  	\`image_mime_type\` text,
  	\`image_size\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`chat_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_messages_chat_idx\` ON \`chat_messages\` (\`chat_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_talent_idx\` ON \`chat_messages\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_member_idx\` ON \`chat_messages\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_sender_idx\` ON \`chat_messages\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_updated_at_idx\` ON \`chat_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_messages_created_at_idx\` ON \`chat_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`chat_seq_idx\` ON \`chat_messages\` (\`chat_id\`,\`seq\`);`)
  await db.run(sql`CREATE TABLE \`chat_members\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`chat_id\` text(36) NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`peer_id\` text(36) NOT NULL,
  	\`unread_count\` numeric DEFAULT 0 NOT NULL,
  	\`unread_since\` text,
  	\`last_read_at\` text,
  	\`last_emailed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`chat_id\`) REFERENCES \`chats\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`peer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_members_chat_idx\` ON \`chat_members\` (\`chat_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_user_idx\` ON \`chat_members\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_peer_idx\` ON \`chat_members\` (\`peer_id\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_unread_count_idx\` ON \`chat_members\` (\`unread_count\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_unread_since_idx\` ON \`chat_members\` (\`unread_since\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_updated_at_idx\` ON \`chat_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`chat_members_created_at_idx\` ON \`chat_members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`chat_user_idx\` ON \`chat_members\` (\`chat_id\`,\`user_id\`);`)
  await db.run(sql`CREATE TABLE \`live_presences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`live_presences_user_idx\` ON \`live_presences\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`live_presences_updated_at_idx\` ON \`live_presences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`live_presences_created_at_idx\` ON \`live_presences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_name_idx\` ON \`faq_categories\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_order_idx\` ON \`faq_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`knowledge_center_faqs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`category_id\` text(36),
  	\`audience\` text DEFAULT 'both',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs_category_idx\` ON \`knowledge_center_faqs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs_audience_idx\` ON \`knowledge_center_faqs\` (\`audience\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs_order_idx\` ON \`knowledge_center_faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs_updated_at_idx\` ON \`knowledge_center_faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs_created_at_idx\` ON \`knowledge_center_faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_faqs__status_idx\` ON \`knowledge_center_faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_knowledge_center_faqs_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`version_category_id\` text(36),
  	\`version_audience\` text DEFAULT 'both',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`knowledge_center_faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_parent_idx\` ON \`_knowledge_center_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version_category_idx\` ON \`_knowledge_center_faqs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version_audience_idx\` ON \`_knowledge_center_faqs_v\` (\`version_audience\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version_order_idx\` ON \`_knowledge_center_faqs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version_updated_at_idx\` ON \`_knowledge_center_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version_created_at_idx\` ON \`_knowledge_center_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_version_version__status_idx\` ON \`_knowledge_center_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_created_at_idx\` ON \`_knowledge_center_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_updated_at_idx\` ON \`_knowledge_center_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_faqs_v_latest_idx\` ON \`_knowledge_center_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`knowledge_center_videos\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`external_url\` text,
  	\`video_file_storage_key\` text,
  	\`video_file_original_file_name\` text,
  	\`video_file_mime_type\` text,
  	\`video_file_size\` numeric,
  	\`poster_file_storage_key\` text,
  	\`poster_file_original_file_name\` text,
  	\`poster_file_mime_type\` text,
  	\`poster_file_size\` numeric,
  	\`audience\` text DEFAULT 'both',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`knowledge_center_videos_audience_idx\` ON \`knowledge_center_videos\` (\`audience\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_videos_order_idx\` ON \`knowledge_center_videos\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_videos_updated_at_idx\` ON \`knowledge_center_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_videos_created_at_idx\` ON \`knowledge_center_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`knowledge_center_videos__status_idx\` ON \`knowledge_center_videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_knowledge_center_videos_v\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`parent_id\` text(36),
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_external_url\` text,
  	\`version_video_file_storage_key\` text,
  	\`version_video_file_original_file_name\` text,
  	\`version_video_file_mime_type\` text,
  	\`version_video_file_size\` numeric,
  	\`version_poster_file_storage_key\` text,
  	\`version_poster_file_original_file_name\` text,
  	\`version_poster_file_mime_type\` text,
  	\`version_poster_file_size\` numeric,
  	\`version_audience\` text DEFAULT 'both',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`knowledge_center_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_parent_idx\` ON \`_knowledge_center_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_version_version_audience_idx\` ON \`_knowledge_center_videos_v\` (\`version_audience\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_version_version_order_idx\` ON \`_knowledge_center_videos_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_version_version_updated_at_idx\` ON \`_knowledge_center_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_version_version_created_at_idx\` ON \`_knowledge_center_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_version_version__status_idx\` ON \`_knowledge_center_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_created_at_idx\` ON \`_knowledge_center_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_updated_at_idx\` ON \`_knowledge_center_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_knowledge_center_videos_v_latest_idx\` ON \`_knowledge_center_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faq_feedbacks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`file_storage_key\` text,
  	\`file_original_file_name\` text,
  	\`file_mime_type\` text,
  	\`file_size\` numeric,
  	\`sender_id\` text(36) NOT NULL,
  	\`organization_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`organization_id\`) REFERENCES \`organizations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_feedbacks_sender_idx\` ON \`faq_feedbacks\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_feedbacks_organization_idx\` ON \`faq_feedbacks\` (\`organization_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_feedbacks_updated_at_idx\` ON \`faq_feedbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_feedbacks_created_at_idx\` ON \`faq_feedbacks\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`screen_views_id\` text(36) REFERENCES screen_views(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`savings_benchmarks_id\` text(36) REFERENCES savings_benchmarks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`chats_id\` text(36) REFERENCES chats(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`chat_messages_id\` text(36) REFERENCES chat_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`chat_members_id\` text(36) REFERENCES chat_members(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`live_presences_id\` text(36) REFERENCES live_presences(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_categories_id\` text(36) REFERENCES faq_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`knowledge_center_faqs_id\` text(36) REFERENCES knowledge_center_faqs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`knowledge_center_videos_id\` text(36) REFERENCES knowledge_center_videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_feedbacks_id\` text(36) REFERENCES faq_feedbacks(id);`)
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

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`screen_views\`;`)
  await db.run(sql`DROP TABLE \`savings_benchmarks\`;`)
  await db.run(sql`DROP TABLE \`chats\`;`)
  await db.run(sql`DROP TABLE \`chat_messages\`;`)
  await db.run(sql`DROP TABLE \`chat_members\`;`)
  await db.run(sql`DROP TABLE \`live_presences\`;`)
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`DROP TABLE \`knowledge_center_faqs\`;`)
  await db.run(sql`DROP TABLE \`_knowledge_center_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`knowledge_center_videos\`;`)
  await db.run(sql`DROP TABLE \`_knowledge_center_videos_v\`;`)
  await db.run(sql`DROP TABLE \`faq_feedbacks\`;`)
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
  	FOREIGN KEY (\`talent_search_profiles_id\`) REFERENCES \`talent_search_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id", "opportunities_id", "opportunity_specializations_id", "opportunity_talents_id", "opportunity_applies_id", "saved_searches_id", "talent_not_found_feedbacks_id", "search_weights_id", "talent_search_profiles_id") SELECT "id", "order", "parent_id", "path", "users_id", "organizations_id", "invites_id", "impersonations_id", "settings_id", "specializations_id", "specialization_roles_id", "specialization_skills_id", "availabilities_id", "external_links_id", "work_experiences_id", "talent_specializations_id", "stored_files_id", "talent_documents_id", "talent_document_versions_id", "document_types_id", "certificates_id", "groups_id", "subgroups_id", "group_members_id", "group_shares_id", "departments_id", "engagements_id", "comments_id", "audit_events_id", "engagement_events_id", "engagement_terms_id", "required_documents_id", "filled_documents_id", "purchase_orders_id", "engagement_purchase_orders_id", "time_entries_id", "tasks_id", "opportunities_id", "opportunity_specializations_id", "opportunity_talents_id", "opportunity_applies_id", "saved_searches_id", "talent_not_found_feedbacks_id", "search_weights_id", "talent_search_profiles_id" FROM \`payload_locked_documents_rels\`;`)
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
}
