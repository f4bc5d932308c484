import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_knowledge_center_faqs_audience" AS ENUM('talent', 'organization', 'both');
  CREATE TYPE "public"."enum_knowledge_center_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__knowledge_center_faqs_v_version_audience" AS ENUM('talent', 'organization', 'both');
  CREATE TYPE "public"."enum__knowledge_center_faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_knowledge_center_videos_audience" AS ENUM('talent', 'organization', 'both');
  CREATE TYPE "public"."enum_knowledge_center_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__knowledge_center_videos_v_version_audience" AS ENUM('talent', 'organization', 'both');
  CREATE TYPE "public"."enum__knowledge_center_videos_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'chatUnreadEmails';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'chatUnreadEmails';
  CREATE TABLE "screen_views" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"screen" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "savings_benchmarks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"specialization_id" uuid NOT NULL,
  	"rate_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"member_id" uuid NOT NULL,
  	"organization_id" uuid,
  	"message_count" numeric DEFAULT 0 NOT NULL,
  	"last_activity_at" timestamp(3) with time zone NOT NULL,
  	"last_message_at" timestamp(3) with time zone,
  	"last_message_text" varchar,
  	"last_message_has_image" boolean DEFAULT false,
  	"last_message_sender_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_messages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"chat_id" uuid NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"member_id" uuid NOT NULL,
  	"sender_id" uuid NOT NULL,
  	"seq" numeric NOT NULL,
  	"text" varchar,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"image_storage_key" varchar,
  	"image_file_name" varchar,
  	"image_mime_type" varchar,
  	"image_size" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "chat_members" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"chat_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"peer_id" uuid NOT NULL,
  	"unread_count" numeric DEFAULT 0 NOT NULL,
  	"unread_since" timestamp(3) with time zone,
  	"last_read_at" timestamp(3) with time zone,
  	"last_emailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_presences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_categories" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "knowledge_center_faqs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"category_id" uuid,
  	"audience" "enum_knowledge_center_faqs_audience" DEFAULT 'both',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_knowledge_center_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_knowledge_center_faqs_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_category_id" uuid,
  	"version_audience" "enum__knowledge_center_faqs_v_version_audience" DEFAULT 'both',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__knowledge_center_faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "knowledge_center_videos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"external_url" varchar,
  	"video_file_storage_key" varchar,
  	"video_file_original_file_name" varchar,
  	"video_file_mime_type" varchar,
  	"video_file_size" numeric,
  	"poster_file_storage_key" varchar,
  	"poster_file_original_file_name" varchar,
  	"poster_file_mime_type" varchar,
  	"poster_file_size" numeric,
  	"audience" "enum_knowledge_center_videos_audience" DEFAULT 'both',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_knowledge_center_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_knowledge_center_videos_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_external_url" varchar,
  	"version_video_file_storage_key" varchar,
  	"version_video_file_original_file_name" varchar,
  	"version_video_file_mime_type" varchar,
  	"version_video_file_size" numeric,
  	"version_poster_file_storage_key" varchar,
  	"version_poster_file_original_file_name" varchar,
  	"version_poster_file_mime_type" varchar,
  	"version_poster_file_size" numeric,
  	"version_audience" "enum__knowledge_center_videos_v_version_audience" DEFAULT 'both',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__knowledge_center_videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faq_feedbacks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"message" varchar NOT NULL,
  	"file_storage_key" varchar,
  	"file_original_file_name" varchar,
  	"file_mime_type" varchar,
  	"file_size" numeric,
  	"sender_id" uuid NOT NULL,
  	"organization_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "screen_views_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "savings_benchmarks_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chats_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_messages_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_members_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_presences_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_categories_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "knowledge_center_faqs_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "knowledge_center_videos_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_feedbacks_id" uuid;
  ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "savings_benchmarks" ADD CONSTRAINT "savings_benchmarks_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chats" ADD CONSTRAINT "chats_last_message_sender_id_users_id_fk" FOREIGN KEY ("last_message_sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_presences" ADD CONSTRAINT "live_presences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "knowledge_center_faqs" ADD CONSTRAINT "knowledge_center_faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_knowledge_center_faqs_v" ADD CONSTRAINT "_knowledge_center_faqs_v_parent_id_knowledge_center_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_center_faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_knowledge_center_faqs_v" ADD CONSTRAINT "_knowledge_center_faqs_v_version_category_id_faq_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_knowledge_center_videos_v" ADD CONSTRAINT "_knowledge_center_videos_v_parent_id_knowledge_center_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_center_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_feedbacks" ADD CONSTRAINT "faq_feedbacks_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_feedbacks" ADD CONSTRAINT "faq_feedbacks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "screen_views_user_idx" ON "screen_views" USING btree ("user_id");
  CREATE INDEX "screen_views_updated_at_idx" ON "screen_views" USING btree ("updated_at");
  CREATE INDEX "screen_views_created_at_idx" ON "screen_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_screen_idx" ON "screen_views" USING btree ("user_id","screen");
  CREATE UNIQUE INDEX "savings_benchmarks_specialization_idx" ON "savings_benchmarks" USING btree ("specialization_id");
  CREATE INDEX "savings_benchmarks_updated_at_idx" ON "savings_benchmarks" USING btree ("updated_at");
  CREATE INDEX "savings_benchmarks_created_at_idx" ON "savings_benchmarks" USING btree ("created_at");
  CREATE INDEX "chats_talent_idx" ON "chats" USING btree ("talent_id");
  CREATE INDEX "chats_member_idx" ON "chats" USING btree ("member_id");
  CREATE INDEX "chats_organization_idx" ON "chats" USING btree ("organization_id");
  CREATE INDEX "chats_last_activity_at_idx" ON "chats" USING btree ("last_activity_at");
  CREATE INDEX "chats_last_message_sender_idx" ON "chats" USING btree ("last_message_sender_id");
  CREATE INDEX "chats_updated_at_idx" ON "chats" USING btree ("updated_at");
  CREATE INDEX "chats_created_at_idx" ON "chats" USING btree ("created_at");
  CREATE UNIQUE INDEX "talent_member_idx" ON "chats" USING btree ("talent_id","member_id");
  CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id");
  CREATE INDEX "chat_messages_talent_idx" ON "chat_messages" USING btree ("talent_id");
  CREATE INDEX "chat_messages_member_idx" ON "chat_messages" USING btree ("member_id");
  CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id");
  CREATE INDEX "chat_messages_updated_at_idx" ON "chat_messages" USING btree ("updated_at");
  CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "chat_seq_idx" ON "chat_messages" USING btree ("chat_id","seq");
  CREATE INDEX "chat_members_chat_idx" ON "chat_members" USING btree ("chat_id");
  CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");
  CREATE INDEX "chat_members_peer_idx" ON "chat_members" USING btree ("peer_id");
  CREATE INDEX "chat_members_unread_count_idx" ON "chat_members" USING btree ("unread_count");
  CREATE INDEX "chat_members_unread_since_idx" ON "chat_members" USING btree ("unread_since");
  CREATE INDEX "chat_members_updated_at_idx" ON "chat_members" USING btree ("updated_at");
  CREATE INDEX "chat_members_created_at_idx" ON "chat_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "chat_user_idx" ON "chat_members" USING btree ("chat_id","user_id");
  CREATE UNIQUE INDEX "live_presences_user_idx" ON "live_presences" USING btree ("user_id");
  CREATE INDEX "live_presences_updated_at_idx" ON "live_presences" USING btree ("updated_at");
  CREATE INDEX "live_presences_created_at_idx" ON "live_presences" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_categories_name_idx" ON "faq_categories" USING btree ("name");
  CREATE INDEX "faq_categories_order_idx" ON "faq_categories" USING btree ("order");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE INDEX "knowledge_center_faqs_category_idx" ON "knowledge_center_faqs" USING btree ("category_id");
  CREATE INDEX "knowledge_center_faqs_audience_idx" ON "knowledge_center_faqs" USING btree ("audience");
  CREATE INDEX "knowledge_center_faqs_order_idx" ON "knowledge_center_faqs" USING btree ("order");
  CREATE INDEX "knowledge_center_faqs_updated_at_idx" ON "knowledge_center_faqs" USING btree ("updated_at");
  CREATE INDEX "knowledge_center_faqs_created_at_idx" ON "knowledge_center_faqs" USING btree ("created_at");
  CREATE INDEX "knowledge_center_faqs__status_idx" ON "knowledge_center_faqs" USING btree ("_status");
  CREATE INDEX "_knowledge_center_faqs_v_parent_idx" ON "_knowledge_center_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_knowledge_center_faqs_v_version_version_category_idx" ON "_knowledge_center_faqs_v" USING btree ("version_category_id");
  CREATE INDEX "_knowledge_center_faqs_v_version_version_audience_idx" ON "_knowledge_center_faqs_v" USING btree ("version_audience");
  CREATE INDEX "_knowledge_center_faqs_v_version_version_order_idx" ON "_knowledge_center_faqs_v" USING btree ("version_order");
  CREATE INDEX "_knowledge_center_faqs_v_version_version_updated_at_idx" ON "_knowledge_center_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_knowledge_center_faqs_v_version_version_created_at_idx" ON "_knowledge_center_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_knowledge_center_faqs_v_version_version__status_idx" ON "_knowledge_center_faqs_v" USING btree ("version__status");
  CREATE INDEX "_knowledge_center_faqs_v_created_at_idx" ON "_knowledge_center_faqs_v" USING btree ("created_at");
  CREATE INDEX "_knowledge_center_faqs_v_updated_at_idx" ON "_knowledge_center_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_knowledge_center_faqs_v_latest_idx" ON "_knowledge_center_faqs_v" USING btree ("latest");
  CREATE INDEX "knowledge_center_videos_audience_idx" ON "knowledge_center_videos" USING btree ("audience");
  CREATE INDEX "knowledge_center_videos_order_idx" ON "knowledge_center_videos" USING btree ("order");
  CREATE INDEX "knowledge_center_videos_updated_at_idx" ON "knowledge_center_videos" USING btree ("updated_at");
  CREATE INDEX "knowledge_center_videos_created_at_idx" ON "knowledge_center_videos" USING btree ("created_at");
  CREATE INDEX "knowledge_center_videos__status_idx" ON "knowledge_center_videos" USING btree ("_status");
  CREATE INDEX "_knowledge_center_videos_v_parent_idx" ON "_knowledge_center_videos_v" USING btree ("parent_id");
  CREATE INDEX "_knowledge_center_videos_v_version_version_audience_idx" ON "_knowledge_center_videos_v" USING btree ("version_audience");
  CREATE INDEX "_knowledge_center_videos_v_version_version_order_idx" ON "_knowledge_center_videos_v" USING btree ("version_order");
  CREATE INDEX "_knowledge_center_videos_v_version_version_updated_at_idx" ON "_knowledge_center_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_knowledge_center_videos_v_version_version_created_at_idx" ON "_knowledge_center_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_knowledge_center_videos_v_version_version__status_idx" ON "_knowledge_center_videos_v" USING btree ("version__status");
  CREATE INDEX "_knowledge_center_videos_v_created_at_idx" ON "_knowledge_center_videos_v" USING btree ("created_at");
  CREATE INDEX "_knowledge_center_videos_v_updated_at_idx" ON "_knowledge_center_videos_v" USING btree ("updated_at");
  CREATE INDEX "_knowledge_center_videos_v_latest_idx" ON "_knowledge_center_videos_v" USING btree ("latest");
  CREATE INDEX "faq_feedbacks_sender_idx" ON "faq_feedbacks" USING btree ("sender_id");
  CREATE INDEX "faq_feedbacks_organization_idx" ON "faq_feedbacks" USING btree ("organization_id");
  CREATE INDEX "faq_feedbacks_updated_at_idx" ON "faq_feedbacks" USING btree ("updated_at");
  CREATE INDEX "faq_feedbacks_created_at_idx" ON "faq_feedbacks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_screen_views_fk" FOREIGN KEY ("screen_views_id") REFERENCES "public"."screen_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_savings_benchmarks_fk" FOREIGN KEY ("savings_benchmarks_id") REFERENCES "public"."savings_benchmarks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chats_fk" FOREIGN KEY ("chats_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_messages_fk" FOREIGN KEY ("chat_messages_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_members_fk" FOREIGN KEY ("chat_members_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_presences_fk" FOREIGN KEY ("live_presences_id") REFERENCES "public"."live_presences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_knowledge_center_faqs_fk" FOREIGN KEY ("knowledge_center_faqs_id") REFERENCES "public"."knowledge_center_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_knowledge_center_videos_fk" FOREIGN KEY ("knowledge_center_videos_id") REFERENCES "public"."knowledge_center_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_feedbacks_fk" FOREIGN KEY ("faq_feedbacks_id") REFERENCES "public"."faq_feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_screen_views_id_idx" ON "payload_locked_documents_rels" USING btree ("screen_views_id");
  CREATE INDEX "payload_locked_documents_rels_savings_benchmarks_id_idx" ON "payload_locked_documents_rels" USING btree ("savings_benchmarks_id");
  CREATE INDEX "payload_locked_documents_rels_chats_id_idx" ON "payload_locked_documents_rels" USING btree ("chats_id");
  CREATE INDEX "payload_locked_documents_rels_chat_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_messages_id");
  CREATE INDEX "payload_locked_documents_rels_chat_members_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_members_id");
  CREATE INDEX "payload_locked_documents_rels_live_presences_id_idx" ON "payload_locked_documents_rels" USING btree ("live_presences_id");
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_knowledge_center_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("knowledge_center_faqs_id");
  CREATE INDEX "payload_locked_documents_rels_knowledge_center_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("knowledge_center_videos_id");
  CREATE INDEX "payload_locked_documents_rels_faq_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_feedbacks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "screen_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "savings_benchmarks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_presences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "knowledge_center_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_knowledge_center_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "knowledge_center_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_knowledge_center_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_feedbacks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "screen_views" CASCADE;
  DROP TABLE "savings_benchmarks" CASCADE;
  DROP TABLE "chats" CASCADE;
  DROP TABLE "chat_messages" CASCADE;
  DROP TABLE "chat_members" CASCADE;
  DROP TABLE "live_presences" CASCADE;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "knowledge_center_faqs" CASCADE;
  DROP TABLE "_knowledge_center_faqs_v" CASCADE;
  DROP TABLE "knowledge_center_videos" CASCADE;
  DROP TABLE "_knowledge_center_videos_v" CASCADE;
  DROP TABLE "faq_feedbacks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_screen_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_savings_benchmarks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_presences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_knowledge_center_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_knowledge_center_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_feedbacks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'documentExpiry', 'engagementDates', 'timeSheetReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'documentExpiry', 'engagementDates', 'timeSheetReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_screen_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_savings_benchmarks_id_idx";
  DROP INDEX "payload_locked_documents_rels_chats_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_chat_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_presences_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_knowledge_center_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_knowledge_center_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_feedbacks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "screen_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "savings_benchmarks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_presences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "knowledge_center_faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "knowledge_center_videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_feedbacks_id";
  DROP TYPE "public"."enum_knowledge_center_faqs_audience";
  DROP TYPE "public"."enum_knowledge_center_faqs_status";
  DROP TYPE "public"."enum__knowledge_center_faqs_v_version_audience";
  DROP TYPE "public"."enum__knowledge_center_faqs_v_version_status";
  DROP TYPE "public"."enum_knowledge_center_videos_audience";
  DROP TYPE "public"."enum_knowledge_center_videos_status";
  DROP TYPE "public"."enum__knowledge_center_videos_v_version_audience";
  DROP TYPE "public"."enum__knowledge_center_videos_v_version_status";`)
}
