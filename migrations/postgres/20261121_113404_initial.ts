import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('talent', 'manager', 'organization_admin', 'super_admin', 'contact', 'content_editor');
  CREATE TYPE "public"."enum_organizations_account_type" AS ENUM('client', 'acquisition', 'prospect', 'test');
  CREATE TYPE "public"."enum_invites_invite_type" AS ENUM('talent', 'organization');
  CREATE TYPE "public"."enum_settings_name" AS ENUM('talent_usage_fee', 'w2_org_markup', 'w2_talent_markdown');
  CREATE TYPE "public"."enum_specializations_expertise_levels" AS ENUM('novice', 'intermediate', 'expert');
  CREATE TYPE "public"."enum_talent_specializations_expertise" AS ENUM('novice', 'intermediate', 'expert');
  CREATE TYPE "public"."enum_stored_files_kind" AS ENUM('document', 'certificate', 'avatar', 'video', 'logo');
  CREATE TYPE "public"."enum_talent_documents_type" AS ENUM('multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax');
  CREATE TYPE "public"."enum_talent_document_versions_type" AS ENUM('multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax');
  CREATE TYPE "public"."enum_document_types_type" AS ENUM('multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax');
  CREATE TYPE "public"."enum_engagements_status" AS ENUM('pending', 'accepted', 'declined', 'active', 'terminated', 'expired', 'withdrawn', 'draft');
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('create', 'update', 'delete');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'documentExpiry');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'documentExpiry');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'talent' NOT NULL,
  	"organization_id" uuid,
  	"title" varchar,
  	"phone" varchar,
  	"additional_email_list" jsonb DEFAULT '[]'::jsonb,
  	"additional_phone_list" jsonb DEFAULT '[]'::jsonb,
  	"summary" varchar,
  	"address1" varchar,
  	"address2" varchar,
  	"city" varchar,
  	"state" varchar,
  	"zip_code" varchar,
  	"avatar_picture" varchar,
  	"profile_video_id" uuid,
  	"is_deactivated" boolean DEFAULT false,
  	"is_internal" boolean DEFAULT false,
  	"is_twilio_subscriber" boolean DEFAULT false,
  	"is_talent_approved_by_platform" boolean DEFAULT false,
  	"has_permission_send_engagement" boolean DEFAULT false,
  	"has_permission_view_rate" boolean DEFAULT false,
  	"has_time_sheet_approval" boolean DEFAULT false,
  	"department_id" uuid,
  	"contact_type" varchar,
  	"custom_contact_type" varchar,
  	"is_system_user" boolean DEFAULT false,
  	"last_login" timestamp(3) with time zone,
  	"email_confirmed_at" timestamp(3) with time zone,
  	"email_confirmation_token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "organizations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"account_type" "enum_organizations_account_type" DEFAULT 'client' NOT NULL,
  	"name" varchar NOT NULL,
  	"license_start_date" timestamp(3) with time zone,
  	"license_end_date" timestamp(3) with time zone,
  	"contract_execution_date" timestamp(3) with time zone,
  	"website" varchar,
  	"address1" varchar NOT NULL,
  	"address2" varchar,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"zip_code" varchar NOT NULL,
  	"note" varchar,
  	"is_engagement_requires_purchase_order" boolean DEFAULT false,
  	"is1099_type" boolean DEFAULT true,
  	"is_w2_type" boolean DEFAULT false,
  	"logo" varchar,
  	"rate" numeric DEFAULT 20 NOT NULL,
  	"tier_rate" numeric DEFAULT 26 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invites" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"invite_type" "enum_invites_invite_type" NOT NULL,
  	"organization_name" varchar,
  	"message" varchar,
  	"invited_by_id" uuid,
  	"sent_count" numeric DEFAULT 1,
  	"last_sent_at" timestamp(3) with time zone,
  	"accepted_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impersonations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"super_admin_id" uuid NOT NULL,
  	"impersonated_user_id" uuid NOT NULL,
  	"session_id" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"ip_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" "enum_settings_name" NOT NULL,
  	"value" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "specializations_expertise_levels" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_specializations_expertise_levels",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "specializations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"parent_id" uuid,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "specialization_roles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"specialization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "specialization_skills" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"specialization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "availabilities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"available_from_date" varchar NOT NULL,
  	"available_to_date" varchar,
  	"hours_per_week" numeric NOT NULL,
  	"do_on_site_contract" boolean DEFAULT false,
  	"do_remote_contract" boolean DEFAULT false,
  	"do_to_hire_contract" boolean DEFAULT false,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "external_links" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"link" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "work_experiences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"position" varchar NOT NULL,
  	"organization_name" varchar NOT NULL,
  	"is_present" boolean DEFAULT false,
  	"start_period_date" varchar NOT NULL,
  	"end_period_date" varchar,
  	"responsibilities" varchar,
  	"sort_index" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_specializations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"specialization_id" uuid NOT NULL,
  	"expertise" "enum_talent_specializations_expertise",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_specializations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"specialization_roles_id" uuid,
  	"specialization_skills_id" uuid
  );
  
  CREATE TABLE "stored_files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"owner_id" uuid NOT NULL,
  	"kind" "enum_stored_files_kind" NOT NULL,
  	"organization_id" uuid,
  	"storage_key" varchar NOT NULL,
  	"original_file_name" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"type" "enum_talent_documents_type" NOT NULL,
  	"begin_date" varchar,
  	"expiration_date" varchar,
  	"file_id" uuid,
  	"upload_at" timestamp(3) with time zone,
  	"expires_soon_notified_for" varchar,
  	"expired_notified_for" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_document_versions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"type" "enum_talent_document_versions_type" NOT NULL,
  	"begin_date" varchar,
  	"expiration_date" varchar,
  	"file_id" uuid,
  	"upload_at" timestamp(3) with time zone,
  	"replaced_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_types" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"type" "enum_document_types_type" NOT NULL,
  	"label" varchar,
  	"expires_soon_days" numeric DEFAULT 30 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"document_name" varchar NOT NULL,
  	"school_or_university" varchar,
  	"field_of_study" varchar,
  	"file_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "groups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"owner_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subgroups" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"group_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "group_members" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"talent_id" uuid NOT NULL,
  	"subgroup_id" uuid NOT NULL,
  	"group_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "group_shares" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"group_id" uuid NOT NULL,
  	"subgroup_id" uuid NOT NULL,
  	"shared_by_id" uuid NOT NULL,
  	"shared_with_id" uuid NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"dep_id" varchar,
  	"description" varchar,
  	"organization_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"specializations_id" uuid
  );
  
  CREATE TABLE "engagements" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"organization_id" uuid NOT NULL,
  	"owner_id" uuid,
  	"talent_id" uuid,
  	"department_id" uuid,
  	"status" "enum_engagements_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"comment_text" varchar NOT NULL,
  	"comment_permission_id" numeric NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"is_shared" boolean DEFAULT false,
  	"author_id" uuid NOT NULL,
  	"author_name" varchar NOT NULL,
  	"organization_id" uuid,
  	"talent_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor_id" uuid,
  	"actor_name" varchar,
  	"impersonator_id" uuid,
  	"impersonator_name" varchar,
  	"organization_id" uuid,
  	"entity" varchar NOT NULL,
  	"record_id" varchar NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"changes" jsonb,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid,
  	"organizations_id" uuid,
  	"invites_id" uuid,
  	"impersonations_id" uuid,
  	"settings_id" uuid,
  	"specializations_id" uuid,
  	"specialization_roles_id" uuid,
  	"specialization_skills_id" uuid,
  	"availabilities_id" uuid,
  	"external_links_id" uuid,
  	"work_experiences_id" uuid,
  	"talent_specializations_id" uuid,
  	"stored_files_id" uuid,
  	"talent_documents_id" uuid,
  	"talent_document_versions_id" uuid,
  	"document_types_id" uuid,
  	"certificates_id" uuid,
  	"groups_id" uuid,
  	"subgroups_id" uuid,
  	"group_members_id" uuid,
  	"group_shares_id" uuid,
  	"departments_id" uuid,
  	"engagements_id" uuid,
  	"comments_id" uuid,
  	"audit_events_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_profile_video_id_stored_files_id_fk" FOREIGN KEY ("profile_video_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_super_admin_id_users_id_fk" FOREIGN KEY ("super_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "specializations_expertise_levels" ADD CONSTRAINT "specializations_expertise_levels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "specializations" ADD CONSTRAINT "specializations_parent_id_specializations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "specialization_roles" ADD CONSTRAINT "specialization_roles_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "specialization_skills" ADD CONSTRAINT "specialization_skills_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "external_links" ADD CONSTRAINT "external_links_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_specializations" ADD CONSTRAINT "talent_specializations_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_specializations" ADD CONSTRAINT "talent_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_specializations_rels" ADD CONSTRAINT "talent_specializations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talent_specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_specializations_rels" ADD CONSTRAINT "talent_specializations_rels_specialization_roles_fk" FOREIGN KEY ("specialization_roles_id") REFERENCES "public"."specialization_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_specializations_rels" ADD CONSTRAINT "talent_specializations_rels_specialization_skills_fk" FOREIGN KEY ("specialization_skills_id") REFERENCES "public"."specialization_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_document_versions" ADD CONSTRAINT "talent_document_versions_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_document_versions" ADD CONSTRAINT "talent_document_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subgroups" ADD CONSTRAINT "subgroups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subgroups" ADD CONSTRAINT "subgroups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_members" ADD CONSTRAINT "group_members_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_members" ADD CONSTRAINT "group_members_subgroup_id_subgroups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."subgroups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_members" ADD CONSTRAINT "group_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_subgroup_id_subgroups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."subgroups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_shared_with_id_users_id_fk" FOREIGN KEY ("shared_with_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_rels" ADD CONSTRAINT "departments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_rels" ADD CONSTRAINT "departments_rels_specializations_fk" FOREIGN KEY ("specializations_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invites_fk" FOREIGN KEY ("invites_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impersonations_fk" FOREIGN KEY ("impersonations_id") REFERENCES "public"."impersonations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_settings_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_specializations_fk" FOREIGN KEY ("specializations_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_specialization_roles_fk" FOREIGN KEY ("specialization_roles_id") REFERENCES "public"."specialization_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_specialization_skills_fk" FOREIGN KEY ("specialization_skills_id") REFERENCES "public"."specialization_skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_availabilities_fk" FOREIGN KEY ("availabilities_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_links_fk" FOREIGN KEY ("external_links_id") REFERENCES "public"."external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_work_experiences_fk" FOREIGN KEY ("work_experiences_id") REFERENCES "public"."work_experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_specializations_fk" FOREIGN KEY ("talent_specializations_id") REFERENCES "public"."talent_specializations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stored_files_fk" FOREIGN KEY ("stored_files_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_documents_fk" FOREIGN KEY ("talent_documents_id") REFERENCES "public"."talent_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_document_versions_fk" FOREIGN KEY ("talent_document_versions_id") REFERENCES "public"."talent_document_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_types_fk" FOREIGN KEY ("document_types_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subgroups_fk" FOREIGN KEY ("subgroups_id") REFERENCES "public"."subgroups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_group_members_fk" FOREIGN KEY ("group_members_id") REFERENCES "public"."group_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_group_shares_fk" FOREIGN KEY ("group_shares_id") REFERENCES "public"."group_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_engagements_fk" FOREIGN KEY ("engagements_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");
  CREATE INDEX "users_profile_video_idx" ON "users" USING btree ("profile_video_id");
  CREATE INDEX "users_is_deactivated_idx" ON "users" USING btree ("is_deactivated");
  CREATE INDEX "users_is_talent_approved_by_platform_idx" ON "users" USING btree ("is_talent_approved_by_platform");
  CREATE INDEX "users_department_idx" ON "users" USING btree ("department_id");
  CREATE INDEX "users_email_confirmation_token_hash_idx" ON "users" USING btree ("email_confirmation_token_hash");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "organizations_account_type_idx" ON "organizations" USING btree ("account_type");
  CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");
  CREATE INDEX "organizations_is_active_idx" ON "organizations" USING btree ("is_active");
  CREATE INDEX "organizations_updated_at_idx" ON "organizations" USING btree ("updated_at");
  CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");
  CREATE INDEX "invites_email_idx" ON "invites" USING btree ("email");
  CREATE INDEX "invites_invited_by_idx" ON "invites" USING btree ("invited_by_id");
  CREATE INDEX "invites_token_hash_idx" ON "invites" USING btree ("token_hash");
  CREATE INDEX "invites_updated_at_idx" ON "invites" USING btree ("updated_at");
  CREATE INDEX "invites_created_at_idx" ON "invites" USING btree ("created_at");
  CREATE INDEX "impersonations_super_admin_idx" ON "impersonations" USING btree ("super_admin_id");
  CREATE INDEX "impersonations_impersonated_user_idx" ON "impersonations" USING btree ("impersonated_user_id");
  CREATE INDEX "impersonations_session_id_idx" ON "impersonations" USING btree ("session_id");
  CREATE INDEX "impersonations_ended_at_idx" ON "impersonations" USING btree ("ended_at");
  CREATE INDEX "impersonations_updated_at_idx" ON "impersonations" USING btree ("updated_at");
  CREATE INDEX "impersonations_created_at_idx" ON "impersonations" USING btree ("created_at");
  CREATE UNIQUE INDEX "settings_name_idx" ON "settings" USING btree ("name");
  CREATE INDEX "settings_updated_at_idx" ON "settings" USING btree ("updated_at");
  CREATE INDEX "settings_created_at_idx" ON "settings" USING btree ("created_at");
  CREATE INDEX "specializations_expertise_levels_order_idx" ON "specializations_expertise_levels" USING btree ("order");
  CREATE INDEX "specializations_expertise_levels_parent_idx" ON "specializations_expertise_levels" USING btree ("parent_id");
  CREATE INDEX "specializations_parent_idx" ON "specializations" USING btree ("parent_id");
  CREATE INDEX "specializations_updated_at_idx" ON "specializations" USING btree ("updated_at");
  CREATE INDEX "specializations_created_at_idx" ON "specializations" USING btree ("created_at");
  CREATE INDEX "specialization_roles_specialization_idx" ON "specialization_roles" USING btree ("specialization_id");
  CREATE INDEX "specialization_roles_updated_at_idx" ON "specialization_roles" USING btree ("updated_at");
  CREATE INDEX "specialization_roles_created_at_idx" ON "specialization_roles" USING btree ("created_at");
  CREATE INDEX "specialization_skills_specialization_idx" ON "specialization_skills" USING btree ("specialization_id");
  CREATE INDEX "specialization_skills_updated_at_idx" ON "specialization_skills" USING btree ("updated_at");
  CREATE INDEX "specialization_skills_created_at_idx" ON "specialization_skills" USING btree ("created_at");
  CREATE INDEX "availabilities_talent_idx" ON "availabilities" USING btree ("talent_id");
  CREATE INDEX "availabilities_available_from_date_idx" ON "availabilities" USING btree ("available_from_date");
  CREATE INDEX "availabilities_updated_at_idx" ON "availabilities" USING btree ("updated_at");
  CREATE INDEX "availabilities_created_at_idx" ON "availabilities" USING btree ("created_at");
  CREATE INDEX "external_links_talent_idx" ON "external_links" USING btree ("talent_id");
  CREATE INDEX "external_links_updated_at_idx" ON "external_links" USING btree ("updated_at");
  CREATE INDEX "external_links_created_at_idx" ON "external_links" USING btree ("created_at");
  CREATE INDEX "work_experiences_talent_idx" ON "work_experiences" USING btree ("talent_id");
  CREATE INDEX "work_experiences_sort_index_idx" ON "work_experiences" USING btree ("sort_index");
  CREATE INDEX "work_experiences_updated_at_idx" ON "work_experiences" USING btree ("updated_at");
  CREATE INDEX "work_experiences_created_at_idx" ON "work_experiences" USING btree ("created_at");
  CREATE INDEX "talent_specializations_talent_idx" ON "talent_specializations" USING btree ("talent_id");
  CREATE INDEX "talent_specializations_specialization_idx" ON "talent_specializations" USING btree ("specialization_id");
  CREATE INDEX "talent_specializations_updated_at_idx" ON "talent_specializations" USING btree ("updated_at");
  CREATE INDEX "talent_specializations_created_at_idx" ON "talent_specializations" USING btree ("created_at");
  CREATE INDEX "talent_specializations_rels_order_idx" ON "talent_specializations_rels" USING btree ("order");
  CREATE INDEX "talent_specializations_rels_parent_idx" ON "talent_specializations_rels" USING btree ("parent_id");
  CREATE INDEX "talent_specializations_rels_path_idx" ON "talent_specializations_rels" USING btree ("path");
  CREATE INDEX "talent_specializations_rels_specialization_roles_id_idx" ON "talent_specializations_rels" USING btree ("specialization_roles_id");
  CREATE INDEX "talent_specializations_rels_specialization_skills_id_idx" ON "talent_specializations_rels" USING btree ("specialization_skills_id");
  CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");
  CREATE INDEX "stored_files_kind_idx" ON "stored_files" USING btree ("kind");
  CREATE INDEX "stored_files_organization_idx" ON "stored_files" USING btree ("organization_id");
  CREATE INDEX "stored_files_updated_at_idx" ON "stored_files" USING btree ("updated_at");
  CREATE INDEX "stored_files_created_at_idx" ON "stored_files" USING btree ("created_at");
  CREATE INDEX "talent_documents_talent_idx" ON "talent_documents" USING btree ("talent_id");
  CREATE INDEX "talent_documents_expiration_date_idx" ON "talent_documents" USING btree ("expiration_date");
  CREATE INDEX "talent_documents_file_idx" ON "talent_documents" USING btree ("file_id");
  CREATE INDEX "talent_documents_updated_at_idx" ON "talent_documents" USING btree ("updated_at");
  CREATE INDEX "talent_documents_created_at_idx" ON "talent_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "talent_type_idx" ON "talent_documents" USING btree ("talent_id","type");
  CREATE INDEX "talent_document_versions_talent_idx" ON "talent_document_versions" USING btree ("talent_id");
  CREATE INDEX "talent_document_versions_file_idx" ON "talent_document_versions" USING btree ("file_id");
  CREATE INDEX "talent_document_versions_replaced_at_idx" ON "talent_document_versions" USING btree ("replaced_at");
  CREATE INDEX "talent_document_versions_updated_at_idx" ON "talent_document_versions" USING btree ("updated_at");
  CREATE INDEX "talent_document_versions_created_at_idx" ON "talent_document_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_types_type_idx" ON "document_types" USING btree ("type");
  CREATE INDEX "document_types_updated_at_idx" ON "document_types" USING btree ("updated_at");
  CREATE INDEX "document_types_created_at_idx" ON "document_types" USING btree ("created_at");
  CREATE INDEX "certificates_talent_idx" ON "certificates" USING btree ("talent_id");
  CREATE INDEX "certificates_file_idx" ON "certificates" USING btree ("file_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "groups_organization_idx" ON "groups" USING btree ("organization_id");
  CREATE INDEX "groups_owner_idx" ON "groups" USING btree ("owner_id");
  CREATE INDEX "groups_updated_at_idx" ON "groups" USING btree ("updated_at");
  CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at");
  CREATE INDEX "subgroups_group_idx" ON "subgroups" USING btree ("group_id");
  CREATE INDEX "subgroups_organization_idx" ON "subgroups" USING btree ("organization_id");
  CREATE INDEX "subgroups_updated_at_idx" ON "subgroups" USING btree ("updated_at");
  CREATE INDEX "subgroups_created_at_idx" ON "subgroups" USING btree ("created_at");
  CREATE INDEX "group_members_talent_idx" ON "group_members" USING btree ("talent_id");
  CREATE INDEX "group_members_subgroup_idx" ON "group_members" USING btree ("subgroup_id");
  CREATE INDEX "group_members_group_idx" ON "group_members" USING btree ("group_id");
  CREATE INDEX "group_members_organization_idx" ON "group_members" USING btree ("organization_id");
  CREATE INDEX "group_members_updated_at_idx" ON "group_members" USING btree ("updated_at");
  CREATE INDEX "group_members_created_at_idx" ON "group_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "subgroup_talent_idx" ON "group_members" USING btree ("subgroup_id","talent_id");
  CREATE INDEX "group_shares_group_idx" ON "group_shares" USING btree ("group_id");
  CREATE INDEX "group_shares_subgroup_idx" ON "group_shares" USING btree ("subgroup_id");
  CREATE INDEX "group_shares_shared_by_idx" ON "group_shares" USING btree ("shared_by_id");
  CREATE INDEX "group_shares_shared_with_idx" ON "group_shares" USING btree ("shared_with_id");
  CREATE INDEX "group_shares_organization_idx" ON "group_shares" USING btree ("organization_id");
  CREATE INDEX "group_shares_updated_at_idx" ON "group_shares" USING btree ("updated_at");
  CREATE INDEX "group_shares_created_at_idx" ON "group_shares" USING btree ("created_at");
  CREATE INDEX "departments_organization_idx" ON "departments" USING btree ("organization_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "departments_rels_order_idx" ON "departments_rels" USING btree ("order");
  CREATE INDEX "departments_rels_parent_idx" ON "departments_rels" USING btree ("parent_id");
  CREATE INDEX "departments_rels_path_idx" ON "departments_rels" USING btree ("path");
  CREATE INDEX "departments_rels_specializations_id_idx" ON "departments_rels" USING btree ("specializations_id");
  CREATE INDEX "engagements_organization_idx" ON "engagements" USING btree ("organization_id");
  CREATE INDEX "engagements_owner_idx" ON "engagements" USING btree ("owner_id");
  CREATE INDEX "engagements_talent_idx" ON "engagements" USING btree ("talent_id");
  CREATE INDEX "engagements_department_idx" ON "engagements" USING btree ("department_id");
  CREATE INDEX "engagements_status_idx" ON "engagements" USING btree ("status");
  CREATE INDEX "engagements_updated_at_idx" ON "engagements" USING btree ("updated_at");
  CREATE INDEX "engagements_created_at_idx" ON "engagements" USING btree ("created_at");
  CREATE INDEX "comments_comment_permission_id_idx" ON "comments" USING btree ("comment_permission_id");
  CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");
  CREATE INDEX "comments_organization_idx" ON "comments" USING btree ("organization_id");
  CREATE INDEX "comments_talent_idx" ON "comments" USING btree ("talent_id");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
  CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");
  CREATE INDEX "audit_events_impersonator_idx" ON "audit_events" USING btree ("impersonator_id");
  CREATE INDEX "audit_events_organization_idx" ON "audit_events" USING btree ("organization_id");
  CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity");
  CREATE INDEX "audit_events_record_id_idx" ON "audit_events" USING btree ("record_id");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_organizations_id_idx" ON "payload_locked_documents_rels" USING btree ("organizations_id");
  CREATE INDEX "payload_locked_documents_rels_invites_id_idx" ON "payload_locked_documents_rels" USING btree ("invites_id");
  CREATE INDEX "payload_locked_documents_rels_impersonations_id_idx" ON "payload_locked_documents_rels" USING btree ("impersonations_id");
  CREATE INDEX "payload_locked_documents_rels_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("settings_id");
  CREATE INDEX "payload_locked_documents_rels_specializations_id_idx" ON "payload_locked_documents_rels" USING btree ("specializations_id");
  CREATE INDEX "payload_locked_documents_rels_specialization_roles_id_idx" ON "payload_locked_documents_rels" USING btree ("specialization_roles_id");
  CREATE INDEX "payload_locked_documents_rels_specialization_skills_id_idx" ON "payload_locked_documents_rels" USING btree ("specialization_skills_id");
  CREATE INDEX "payload_locked_documents_rels_availabilities_id_idx" ON "payload_locked_documents_rels" USING btree ("availabilities_id");
  CREATE INDEX "payload_locked_documents_rels_external_links_id_idx" ON "payload_locked_documents_rels" USING btree ("external_links_id");
  CREATE INDEX "payload_locked_documents_rels_work_experiences_id_idx" ON "payload_locked_documents_rels" USING btree ("work_experiences_id");
  CREATE INDEX "payload_locked_documents_rels_talent_specializations_id_idx" ON "payload_locked_documents_rels" USING btree ("talent_specializations_id");
  CREATE INDEX "payload_locked_documents_rels_stored_files_id_idx" ON "payload_locked_documents_rels" USING btree ("stored_files_id");
  CREATE INDEX "payload_locked_documents_rels_talent_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("talent_documents_id");
  CREATE INDEX "payload_locked_documents_rels_talent_document_versions_i_idx" ON "payload_locked_documents_rels" USING btree ("talent_document_versions_id");
  CREATE INDEX "payload_locked_documents_rels_document_types_id_idx" ON "payload_locked_documents_rels" USING btree ("document_types_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("groups_id");
  CREATE INDEX "payload_locked_documents_rels_subgroups_id_idx" ON "payload_locked_documents_rels" USING btree ("subgroups_id");
  CREATE INDEX "payload_locked_documents_rels_group_members_id_idx" ON "payload_locked_documents_rels" USING btree ("group_members_id");
  CREATE INDEX "payload_locked_documents_rels_group_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("group_shares_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_engagements_id_idx" ON "payload_locked_documents_rels" USING btree ("engagements_id");
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "organizations" CASCADE;
  DROP TABLE "invites" CASCADE;
  DROP TABLE "impersonations" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "specializations_expertise_levels" CASCADE;
  DROP TABLE "specializations" CASCADE;
  DROP TABLE "specialization_roles" CASCADE;
  DROP TABLE "specialization_skills" CASCADE;
  DROP TABLE "availabilities" CASCADE;
  DROP TABLE "external_links" CASCADE;
  DROP TABLE "work_experiences" CASCADE;
  DROP TABLE "talent_specializations" CASCADE;
  DROP TABLE "talent_specializations_rels" CASCADE;
  DROP TABLE "stored_files" CASCADE;
  DROP TABLE "talent_documents" CASCADE;
  DROP TABLE "talent_document_versions" CASCADE;
  DROP TABLE "document_types" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "groups" CASCADE;
  DROP TABLE "subgroups" CASCADE;
  DROP TABLE "group_members" CASCADE;
  DROP TABLE "group_shares" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "departments_rels" CASCADE;
  DROP TABLE "engagements" CASCADE;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_organizations_account_type";
  DROP TYPE "public"."enum_invites_invite_type";
  DROP TYPE "public"."enum_settings_name";
  DROP TYPE "public"."enum_specializations_expertise_levels";
  DROP TYPE "public"."enum_talent_specializations_expertise";
  DROP TYPE "public"."enum_stored_files_kind";
  DROP TYPE "public"."enum_talent_documents_type";
  DROP TYPE "public"."enum_talent_document_versions_type";
  DROP TYPE "public"."enum_document_types_type";
  DROP TYPE "public"."enum_engagements_status";
  DROP TYPE "public"."enum_audit_events_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
