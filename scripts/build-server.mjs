// Compiles the server for production: `node dist/server/main.js` runs without TypeScript or tsx.
// - One esbuild run bundles server/main.ts and every migration with the packages they import, so a start
//   reads a few large files instead of resolving and compiling some thousands of modules in node_modules:
//   measured on this two-core machine, a start on a seeded database took about 40% less CPU (2.3-2.9 s
//   instead of 4.0-4.9 s). The migrations share the server's chunks, hence the same copy of drizzle and
//   Payload. Packages listed in RUN_TIME_PACKAGES stay in node_modules, each for the reason given there.
// - dist/server/main.js, with its chunks (the demo seed is one, loaded on the first start only).
// - dist/migrations/<family>/<name>.js: Payload's migrate imports every .ts/.js file of its migrationDir
//   (readMigrationFiles), and Node cannot import .ts. The compiled code finds them through server/env.ts's
//   codeDir (dist/ when compiled).
// `npm run build` calls this; scripts/ensure-build.mjs calls it when the sources are newer.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
/** The migration families with SQL migrations; MongoDB needs none. */
const MIGRATION_FAMILIES = ['sqlite', 'postgres']

/**
 * Packages loaded from node_modules at run time rather than bundled: native binaries (libsql), code loaded
 * by file path (pino's transport workers, swagger-ui-dist's assets), what only some processes load
 * (drizzle-kit for the development schema push, exceljs for an XLSX export, the MongoDB adapter and its
 * driver for a mongodb:// URL), and optional modules a package may ask for (pg-native, sharp, esbuild).
 */
const RUN_TIME_PACKAGES = [
  '@libsql/*',
  'libsql',
  'pino',
  'pino-pretty',
  'thread-stream',
  'swagger-ui-dist',
  'drizzle-kit',
  'drizzle-kit/*',
  'exceljs',
  '@payloadcms/db-mongodb',
  'mongodb',
  'mongoose',
  'pg-native',
  'sharp',
  'esbuild',
]

export async function buildServer() {
  rmSync(path.join(dist, 'server'), { recursive: true, force: true })
  rmSync(path.join(dist, 'migrations'), { recursive: true, force: true })
  const migrations = MIGRATION_FAMILIES.flatMap((family) =>
    readdirSync(path.join(root, 'migrations', family))
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => path.join('migrations', family, file)),
  )
  await build({
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    // The maps point into the sources and node_modules rather than carry them (tens of MB otherwise).
    sourcesContent: false,
    logLevel: 'error',
    absWorkingDir: root,
    // Output path (without .js) -> source.
    entryPoints: Object.fromEntries([['server/main', 'server/main.ts'], ...migrations.map((file) => [file.replace(/\.ts$/, ''), file])]),
    bundle: true,
    external: RUN_TIME_PACKAGES,
    splitting: true,
    outdir: dist,
    chunkNames: 'server/chunks/[name]-[hash]',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);" },
  })
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now()
  await buildServer()
  console.log(`server built into dist/server and dist/migrations in ${Date.now() - started} ms`)
}
