import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "knowledge_center_views" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"faq_id" uuid,
  	"video_id" uuid,
  	"view_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "knowledge_center_views_id" uuid;
  ALTER TABLE "knowledge_center_views" ADD CONSTRAINT "knowledge_center_views_faq_id_knowledge_center_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."knowledge_center_faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "knowledge_center_views" ADD CONSTRAINT "knowledge_center_views_video_id_knowledge_center_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."knowledge_center_videos"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "knowledge_center_views_faq_idx" ON "knowledge_center_views" USING btree ("faq_id");
  CREATE UNIQUE INDEX "knowledge_center_views_video_idx" ON "knowledge_center_views" USING btree ("video_id");
  CREATE INDEX "knowledge_center_views_view_count_idx" ON "knowledge_center_views" USING btree ("view_count");
  CREATE INDEX "knowledge_center_views_updated_at_idx" ON "knowledge_center_views" USING btree ("updated_at");
  CREATE INDEX "knowledge_center_views_created_at_idx" ON "knowledge_center_views" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_knowledge_center_views_fk" FOREIGN KEY ("knowledge_center_views_id") REFERENCES "public"."knowledge_center_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_knowledge_center_views_id_idx" ON "payload_locked_documents_rels" USING btree ("knowledge_center_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "knowledge_center_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "knowledge_center_views" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_knowledge_center_views_fk";
  
  DROP INDEX "payload_locked_documents_rels_knowledge_center_views_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "knowledge_center_views_id";`)
}
