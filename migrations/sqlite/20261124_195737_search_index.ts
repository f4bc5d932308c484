import { MigrateUpArgs, MigrateDownArgs, sql } from "@payloadcms/db-sqlite";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`talent_search_profiles\` ADD \`claims\` text DEFAULT '[]';`,
  );
  await db.run(
    sql`ALTER TABLE \`talent_search_profiles\` ADD \`index_version\` numeric DEFAULT 0;`,
  );
  await db.run(
    sql`CREATE INDEX \`talent_search_profiles_index_version_idx\` ON \`talent_search_profiles\` (\`index_version\`);`,
  );
}

export async function down({
  db,
  payload,
  req,
}: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`talent_search_profiles_index_version_idx\`;`);
  await db.run(
    sql`ALTER TABLE \`talent_search_profiles\` DROP COLUMN \`claims\`;`,
  );
  await db.run(
    sql`ALTER TABLE \`talent_search_profiles\` DROP COLUMN \`index_version\`;`,
  );
}
