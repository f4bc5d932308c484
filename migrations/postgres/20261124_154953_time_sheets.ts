import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_time_entries_state" AS ENUM('open', 'pending', 'submitted', 'approved', 'declined');
  CREATE TYPE "public"."enum_time_entries_adjustment_source" AS ENUM('talent', 'organization');
  CREATE TYPE "public"."enum_tasks_kind" AS ENUM('payroll-export', 'qb-export');
  CREATE TYPE "public"."enum_tasks_status" AS ENUM('queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_stored_files_kind" ADD VALUE 'export';
  CREATE TABLE "time_entries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"engagement_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"purchase_order_id" uuid,
  	"timekeeping_date" varchar NOT NULL,
  	"booked_period_start" varchar NOT NULL,
  	"duration_minutes" numeric DEFAULT 0 NOT NULL,
  	"state" "enum_time_entries_state" DEFAULT 'open' NOT NULL,
  	"is_adjustive" boolean DEFAULT false,
  	"parent_id" uuid,
  	"adjustment_source" "enum_time_entries_adjustment_source",
  	"delta_minutes" numeric,
  	"cost_delta_cents" numeric,
  	"cost_talent_fee_included_delta_cents" numeric,
  	"pay_delta_cents" numeric,
  	"hourly_fee_cents" numeric,
  	"hourly_fee_without_talent_fee_cents" numeric,
  	"talent_pay_cents" numeric,
  	"cost_cents" numeric,
  	"cost_talent_fee_included_cents" numeric,
  	"pay_cents" numeric,
  	"talent_comment" varchar,
  	"client_comment" varchar,
  	"description" varchar,
  	"entered_at" timestamp(3) with time zone,
  	"submitted_at" timestamp(3) with time zone,
  	"reviewed_at" timestamp(3) with time zone,
  	"reviewed_by_id" uuid,
  	"unapprove_reason" varchar,
  	"escalated_at" timestamp(3) with time zone,
  	"exported_at" timestamp(3) with time zone,
  	"export_task_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"file_id" uuid
  );
  
  CREATE TABLE "tasks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_tasks_kind" NOT NULL,
  	"label" varchar,
  	"status" "enum_tasks_status" DEFAULT 'queued' NOT NULL,
  	"progress" numeric DEFAULT 0,
  	"requested_by_id" uuid NOT NULL,
  	"organization_id" uuid,
  	"params" jsonb,
  	"error" varchar,
  	"attempts" numeric DEFAULT 0,
  	"runner" varchar,
  	"heartbeat_at" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "organizations" ADD COLUMN "time_zone" varchar DEFAULT 'America/New_York' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "time_entries_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tasks_id" uuid;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_parent_id_time_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_export_task_id_tasks_id_fk" FOREIGN KEY ("export_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_files" ADD CONSTRAINT "tasks_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks_files" ADD CONSTRAINT "tasks_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "time_entries_engagement_idx" ON "time_entries" USING btree ("engagement_id");
  CREATE INDEX "time_entries_organization_idx" ON "time_entries" USING btree ("organization_id");
  CREATE INDEX "time_entries_talent_idx" ON "time_entries" USING btree ("talent_id");
  CREATE INDEX "time_entries_purchase_order_idx" ON "time_entries" USING btree ("purchase_order_id");
  CREATE INDEX "time_entries_timekeeping_date_idx" ON "time_entries" USING btree ("timekeeping_date");
  CREATE INDEX "time_entries_booked_period_start_idx" ON "time_entries" USING btree ("booked_period_start");
  CREATE INDEX "time_entries_state_idx" ON "time_entries" USING btree ("state");
  CREATE INDEX "time_entries_is_adjustive_idx" ON "time_entries" USING btree ("is_adjustive");
  CREATE INDEX "time_entries_parent_idx" ON "time_entries" USING btree ("parent_id");
  CREATE INDEX "time_entries_submitted_at_idx" ON "time_entries" USING btree ("submitted_at");
  CREATE INDEX "time_entries_reviewed_by_idx" ON "time_entries" USING btree ("reviewed_by_id");
  CREATE INDEX "time_entries_exported_at_idx" ON "time_entries" USING btree ("exported_at");
  CREATE INDEX "time_entries_export_task_idx" ON "time_entries" USING btree ("export_task_id");
  CREATE INDEX "time_entries_updated_at_idx" ON "time_entries" USING btree ("updated_at");
  CREATE INDEX "time_entries_created_at_idx" ON "time_entries" USING btree ("created_at");
  CREATE INDEX "organization_bookedPeriodStart_state_idx" ON "time_entries" USING btree ("organization_id","booked_period_start","state");
  CREATE INDEX "organization_timekeepingDate_idx" ON "time_entries" USING btree ("organization_id","timekeeping_date");
  CREATE INDEX "talent_timekeepingDate_idx" ON "time_entries" USING btree ("talent_id","timekeeping_date");
  CREATE INDEX "engagement_timekeepingDate_idx" ON "time_entries" USING btree ("engagement_id","timekeeping_date");
  CREATE INDEX "state_submittedAt_idx" ON "time_entries" USING btree ("state","submitted_at");
  CREATE INDEX "tasks_files_order_idx" ON "tasks_files" USING btree ("_order");
  CREATE INDEX "tasks_files_parent_id_idx" ON "tasks_files" USING btree ("_parent_id");
  CREATE INDEX "tasks_files_file_idx" ON "tasks_files" USING btree ("file_id");
  CREATE INDEX "tasks_kind_idx" ON "tasks" USING btree ("kind");
  CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");
  CREATE INDEX "tasks_requested_by_idx" ON "tasks" USING btree ("requested_by_id");
  CREATE INDEX "tasks_organization_idx" ON "tasks" USING btree ("organization_id");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "status_createdAt_idx" ON "tasks" USING btree ("status","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_time_entries_fk" FOREIGN KEY ("time_entries_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_time_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("time_entries_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "time_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tasks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "time_entries" CASCADE;
  DROP TABLE "tasks_files" CASCADE;
  DROP TABLE "tasks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_time_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tasks_fk";
  
  ALTER TABLE "stored_files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_stored_files_kind";
  CREATE TYPE "public"."enum_stored_files_kind" AS ENUM('document', 'certificate', 'avatar', 'video', 'logo', 'requiredDocument', 'filledDocument', 'purchaseOrder');
  ALTER TABLE "stored_files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_stored_files_kind" USING "kind"::"public"."enum_stored_files_kind";
  DROP INDEX "payload_locked_documents_rels_time_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_tasks_id_idx";
  ALTER TABLE "organizations" DROP COLUMN "time_zone";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "time_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tasks_id";
  DROP TYPE "public"."enum_time_entries_state";
  DROP TYPE "public"."enum_time_entries_adjustment_source";
  DROP TYPE "public"."enum_tasks_kind";
  DROP TYPE "public"."enum_tasks_status";`)
}
