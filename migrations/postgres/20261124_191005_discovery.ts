import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_opportunities_status" AS ENUM('draft', 'open', 'closed');
  CREATE TYPE "public"."enum_opportunities_place" AS ENUM('remote', 'on_site', 'both');
  CREATE TYPE "public"."enum_opportunities_work_kind" AS ENUM('general_it', 'build', 'report_writing', 'integration', 'security', 'management_consulting', 'project_management', 'training', 'curriculum_development', 'documentation_analysis', 'ticket_resolution', 'staff_augmentation', 'go_live_support', 'other');
  CREATE TYPE "public"."enum_opportunity_specializations_expertise" AS ENUM('novice', 'intermediate', 'expert');
  CREATE TYPE "public"."enum_opportunity_talents_status" AS ENUM('invited', 'applied', 'removed');
  CREATE TYPE "public"."enum_opportunity_applies_form" AS ENUM('old', 'new');
  CREATE TABLE "opportunities_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL
  );
  
  CREATE TABLE "opportunities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"status" "enum_opportunities_status" DEFAULT 'draft' NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"created_by_id" uuid,
  	"place" "enum_opportunities_place",
  	"work_kind" "enum_opportunities_work_kind",
  	"city" varchar,
  	"state" varchar,
  	"start_date" varchar,
  	"end_date" varchar,
  	"hours_per_week" numeric,
  	"rate_min_cents" numeric,
  	"rate_max_cents" numeric,
  	"opened_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opportunity_specializations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"opportunity_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"specialization_id" uuid NOT NULL,
  	"expertise" "enum_opportunity_specializations_expertise",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opportunity_specializations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"specialization_roles_id" uuid,
  	"specialization_skills_id" uuid
  );
  
  CREATE TABLE "opportunity_talents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"opportunity_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"status" "enum_opportunity_talents_status" DEFAULT 'invited' NOT NULL,
  	"has_applied" boolean DEFAULT false,
  	"invited_by_id" uuid,
  	"invited_at" timestamp(3) with time zone,
  	"applied_at" timestamp(3) with time zone,
  	"removed_at" timestamp(3) with time zone,
  	"removed_by_id" uuid,
  	"engagement_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opportunity_applies" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"opportunity_id" uuid NOT NULL,
  	"opportunity_talent_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"form" "enum_opportunity_applies_form" NOT NULL,
  	"skills_and_qualifications" varchar,
  	"experience" varchar,
  	"apply_message" varchar,
  	"answers" jsonb DEFAULT '[]'::jsonb,
  	"manager_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"owner_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"params" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_not_found_feedbacks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"message" varchar NOT NULL,
  	"last_search" varchar,
  	"sent_by_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_weights" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"specializations" numeric NOT NULL,
  	"availability" numeric NOT NULL,
  	"rate" numeric NOT NULL,
  	"place" numeric NOT NULL,
  	"keyword" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_search_profiles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"is_findable" boolean DEFAULT false,
  	"first_name" varchar,
  	"last_name" varchar,
  	"city" varchar,
  	"state" varchar,
  	"hourly_rate" numeric,
  	"specialization_tokens" varchar,
  	"availabilities" jsonb DEFAULT '[]'::jsonb,
  	"search_text" varchar,
  	"profile_weight" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric;
  ALTER TABLE "engagements" ADD COLUMN "opportunity_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunities_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunity_specializations_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunity_talents_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunity_applies_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "talent_not_found_feedbacks_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_weights_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "talent_search_profiles_id" uuid;
  ALTER TABLE "opportunities_questions" ADD CONSTRAINT "opportunities_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_specializations" ADD CONSTRAINT "opportunity_specializations_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_specializations" ADD CONSTRAINT "opportunity_specializations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_specializations" ADD CONSTRAINT "opportunity_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_specializations_rels" ADD CONSTRAINT "opportunity_specializations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opportunity_specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_specializations_rels" ADD CONSTRAINT "opportunity_specializations_rels_specialization_roles_fk" FOREIGN KEY ("specialization_roles_id") REFERENCES "public"."specialization_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_specializations_rels" ADD CONSTRAINT "opportunity_specializations_rels_specialization_skills_fk" FOREIGN KEY ("specialization_skills_id") REFERENCES "public"."specialization_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_talents" ADD CONSTRAINT "opportunity_talents_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_applies" ADD CONSTRAINT "opportunity_applies_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_applies" ADD CONSTRAINT "opportunity_applies_opportunity_talent_id_opportunity_talents_id_fk" FOREIGN KEY ("opportunity_talent_id") REFERENCES "public"."opportunity_talents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_applies" ADD CONSTRAINT "opportunity_applies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_applies" ADD CONSTRAINT "opportunity_applies_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_not_found_feedbacks" ADD CONSTRAINT "talent_not_found_feedbacks_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_not_found_feedbacks" ADD CONSTRAINT "talent_not_found_feedbacks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_weights" ADD CONSTRAINT "search_weights_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_search_profiles" ADD CONSTRAINT "talent_search_profiles_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "opportunities_questions_order_idx" ON "opportunities_questions" USING btree ("_order");
  CREATE INDEX "opportunities_questions_parent_id_idx" ON "opportunities_questions" USING btree ("_parent_id");
  CREATE INDEX "opportunities_title_idx" ON "opportunities" USING btree ("title");
  CREATE INDEX "opportunities_status_idx" ON "opportunities" USING btree ("status");
  CREATE INDEX "opportunities_organization_idx" ON "opportunities" USING btree ("organization_id");
  CREATE INDEX "opportunities_created_by_idx" ON "opportunities" USING btree ("created_by_id");
  CREATE INDEX "opportunities_updated_at_idx" ON "opportunities" USING btree ("updated_at");
  CREATE INDEX "opportunities_created_at_idx" ON "opportunities" USING btree ("created_at");
  CREATE INDEX "opportunity_specializations_opportunity_idx" ON "opportunity_specializations" USING btree ("opportunity_id");
  CREATE INDEX "opportunity_specializations_organization_idx" ON "opportunity_specializations" USING btree ("organization_id");
  CREATE INDEX "opportunity_specializations_specialization_idx" ON "opportunity_specializations" USING btree ("specialization_id");
  CREATE INDEX "opportunity_specializations_updated_at_idx" ON "opportunity_specializations" USING btree ("updated_at");
  CREATE INDEX "opportunity_specializations_created_at_idx" ON "opportunity_specializations" USING btree ("created_at");
  CREATE INDEX "opportunity_specializations_rels_order_idx" ON "opportunity_specializations_rels" USING btree ("order");
  CREATE INDEX "opportunity_specializations_rels_parent_idx" ON "opportunity_specializations_rels" USING btree ("parent_id");
  CREATE INDEX "opportunity_specializations_rels_path_idx" ON "opportunity_specializations_rels" USING btree ("path");
  CREATE INDEX "opportunity_specializations_rels_specialization_roles_id_idx" ON "opportunity_specializations_rels" USING btree ("specialization_roles_id");
  CREATE INDEX "opportunity_specializations_rels_specialization_skills_i_idx" ON "opportunity_specializations_rels" USING btree ("specialization_skills_id");
  CREATE INDEX "opportunity_talents_opportunity_idx" ON "opportunity_talents" USING btree ("opportunity_id");
  CREATE INDEX "opportunity_talents_organization_idx" ON "opportunity_talents" USING btree ("organization_id");
  CREATE INDEX "opportunity_talents_talent_idx" ON "opportunity_talents" USING btree ("talent_id");
  CREATE INDEX "opportunity_talents_status_idx" ON "opportunity_talents" USING btree ("status");
  CREATE INDEX "opportunity_talents_has_applied_idx" ON "opportunity_talents" USING btree ("has_applied");
  CREATE INDEX "opportunity_talents_invited_by_idx" ON "opportunity_talents" USING btree ("invited_by_id");
  CREATE INDEX "opportunity_talents_removed_by_idx" ON "opportunity_talents" USING btree ("removed_by_id");
  CREATE INDEX "opportunity_talents_engagement_idx" ON "opportunity_talents" USING btree ("engagement_id");
  CREATE INDEX "opportunity_talents_updated_at_idx" ON "opportunity_talents" USING btree ("updated_at");
  CREATE INDEX "opportunity_talents_created_at_idx" ON "opportunity_talents" USING btree ("created_at");
  CREATE UNIQUE INDEX "opportunity_talent_idx" ON "opportunity_talents" USING btree ("opportunity_id","talent_id");
  CREATE INDEX "opportunity_applies_opportunity_idx" ON "opportunity_applies" USING btree ("opportunity_id");
  CREATE INDEX "opportunity_applies_opportunity_talent_idx" ON "opportunity_applies" USING btree ("opportunity_talent_id");
  CREATE INDEX "opportunity_applies_organization_idx" ON "opportunity_applies" USING btree ("organization_id");
  CREATE INDEX "opportunity_applies_talent_idx" ON "opportunity_applies" USING btree ("talent_id");
  CREATE INDEX "opportunity_applies_updated_at_idx" ON "opportunity_applies" USING btree ("updated_at");
  CREATE INDEX "opportunity_applies_created_at_idx" ON "opportunity_applies" USING btree ("created_at");
  CREATE UNIQUE INDEX "opportunity_talent_1_idx" ON "opportunity_applies" USING btree ("opportunity_id","talent_id");
  CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id");
  CREATE INDEX "saved_searches_organization_idx" ON "saved_searches" USING btree ("organization_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "talent_not_found_feedbacks_sent_by_idx" ON "talent_not_found_feedbacks" USING btree ("sent_by_id");
  CREATE INDEX "talent_not_found_feedbacks_organization_idx" ON "talent_not_found_feedbacks" USING btree ("organization_id");
  CREATE INDEX "talent_not_found_feedbacks_updated_at_idx" ON "talent_not_found_feedbacks" USING btree ("updated_at");
  CREATE INDEX "talent_not_found_feedbacks_created_at_idx" ON "talent_not_found_feedbacks" USING btree ("created_at");
  CREATE UNIQUE INDEX "search_weights_organization_idx" ON "search_weights" USING btree ("organization_id");
  CREATE INDEX "search_weights_updated_at_idx" ON "search_weights" USING btree ("updated_at");
  CREATE INDEX "search_weights_created_at_idx" ON "search_weights" USING btree ("created_at");
  CREATE UNIQUE INDEX "talent_search_profiles_talent_idx" ON "talent_search_profiles" USING btree ("talent_id");
  CREATE INDEX "talent_search_profiles_is_findable_idx" ON "talent_search_profiles" USING btree ("is_findable");
  CREATE INDEX "talent_search_profiles_first_name_idx" ON "talent_search_profiles" USING btree ("first_name");
  CREATE INDEX "talent_search_profiles_last_name_idx" ON "talent_search_profiles" USING btree ("last_name");
  CREATE INDEX "talent_search_profiles_city_idx" ON "talent_search_profiles" USING btree ("city");
  CREATE INDEX "talent_search_profiles_state_idx" ON "talent_search_profiles" USING btree ("state");
  CREATE INDEX "talent_search_profiles_hourly_rate_idx" ON "talent_search_profiles" USING btree ("hourly_rate");
  CREATE INDEX "talent_search_profiles_updated_at_idx" ON "talent_search_profiles" USING btree ("updated_at");
  CREATE INDEX "talent_search_profiles_created_at_idx" ON "talent_search_profiles" USING btree ("created_at");
  CREATE INDEX "talent_search_profiles_search_text_fts_idx" ON "talent_search_profiles" USING gin (to_tsvector('english', coalesce(search_text, '')));
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunities_fk" FOREIGN KEY ("opportunities_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunity_specializations_fk" FOREIGN KEY ("opportunity_specializations_id") REFERENCES "public"."opportunity_specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunity_talents_fk" FOREIGN KEY ("opportunity_talents_id") REFERENCES "public"."opportunity_talents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunity_applies_fk" FOREIGN KEY ("opportunity_applies_id") REFERENCES "public"."opportunity_applies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_not_found_feedbacks_fk" FOREIGN KEY ("talent_not_found_feedbacks_id") REFERENCES "public"."talent_not_found_feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_weights_fk" FOREIGN KEY ("search_weights_id") REFERENCES "public"."search_weights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_search_profiles_fk" FOREIGN KEY ("talent_search_profiles_id") REFERENCES "public"."talent_search_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "engagements_opportunity_idx" ON "engagements" USING btree ("opportunity_id");
  CREATE INDEX "payload_locked_documents_rels_opportunities_id_idx" ON "payload_locked_documents_rels" USING btree ("opportunities_id");
  CREATE INDEX "payload_locked_documents_rels_opportunity_specialization_idx" ON "payload_locked_documents_rels" USING btree ("opportunity_specializations_id");
  CREATE INDEX "payload_locked_documents_rels_opportunity_talents_id_idx" ON "payload_locked_documents_rels" USING btree ("opportunity_talents_id");
  CREATE INDEX "payload_locked_documents_rels_opportunity_applies_id_idx" ON "payload_locked_documents_rels" USING btree ("opportunity_applies_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_talent_not_found_feedbacks_idx" ON "payload_locked_documents_rels" USING btree ("talent_not_found_feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_search_weights_id_idx" ON "payload_locked_documents_rels" USING btree ("search_weights_id");
  CREATE INDEX "payload_locked_documents_rels_talent_search_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("talent_search_profiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "opportunities_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opportunities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opportunity_specializations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opportunity_specializations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opportunity_talents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opportunity_applies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_not_found_feedbacks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_weights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_search_profiles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "opportunities_questions" CASCADE;
  DROP TABLE "opportunities" CASCADE;
  DROP TABLE "opportunity_specializations" CASCADE;
  DROP TABLE "opportunity_specializations_rels" CASCADE;
  DROP TABLE "opportunity_talents" CASCADE;
  DROP TABLE "opportunity_applies" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "talent_not_found_feedbacks" CASCADE;
  DROP TABLE "search_weights" CASCADE;
  DROP TABLE "talent_search_profiles" CASCADE;
  ALTER TABLE "engagements" DROP CONSTRAINT "engagements_opportunity_id_opportunities_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_opportunities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_opportunity_specializations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_opportunity_talents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_opportunity_applies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_talent_not_found_feedbacks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_weights_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_talent_search_profiles_fk";
  
  DROP INDEX "engagements_opportunity_idx";
  DROP INDEX "payload_locked_documents_rels_opportunities_id_idx";
  DROP INDEX "payload_locked_documents_rels_opportunity_specialization_idx";
  DROP INDEX "payload_locked_documents_rels_opportunity_talents_id_idx";
  DROP INDEX "payload_locked_documents_rels_opportunity_applies_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_talent_not_found_feedbacks_idx";
  DROP INDEX "payload_locked_documents_rels_search_weights_id_idx";
  DROP INDEX "payload_locked_documents_rels_talent_search_profiles_id_idx";
  ALTER TABLE "users" DROP COLUMN "hourly_rate";
  ALTER TABLE "engagements" DROP COLUMN "opportunity_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opportunities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opportunity_specializations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opportunity_talents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opportunity_applies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "talent_not_found_feedbacks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_weights_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "talent_search_profiles_id";
  DROP TYPE "public"."enum_opportunities_status";
  DROP TYPE "public"."enum_opportunities_place";
  DROP TYPE "public"."enum_opportunities_work_kind";
  DROP TYPE "public"."enum_opportunity_specializations_expertise";
  DROP TYPE "public"."enum_opportunity_talents_status";
  DROP TYPE "public"."enum_opportunity_applies_form";`)
}
