import { MigrateUpArgs, MigrateDownArgs, sql } from "@payloadcms/db-postgres";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "talent_search_profiles" ADD COLUMN "claims" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "talent_search_profiles" ADD COLUMN "index_version" numeric DEFAULT 0;
  CREATE INDEX "talent_search_profiles_index_version_idx" ON "talent_search_profiles" USING btree ("index_version");`);
}

export async function down({
  db,
  payload,
  req,
}: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "talent_search_profiles_index_version_idx";
  ALTER TABLE "talent_search_profiles" DROP COLUMN "claims";
  ALTER TABLE "talent_search_profiles" DROP COLUMN "index_version";`);
}
