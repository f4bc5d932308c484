import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * issue 11 (i11-job-seed): the Payload task `timeSheetReminders` joins the jobs' task slug enums
 * (PostgreSQL keeps select options as enum types; SQLite stores text and needs nothing). Hand-written
 * and idempotent (IF NOT EXISTS), so it merges with other branches' migrations in any order.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'timeSheetReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'timeSheetReminders';`)
}

/** PostgreSQL cannot drop one enum value; a leftover unused value is harmless. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
