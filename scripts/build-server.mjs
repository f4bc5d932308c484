// Compiles the server for production: `node dist/server/main.js` runs without TypeScript or tsx.
// - dist/server: server/main.ts bundled for Node 20 (ESM), every package left external so node_modules
//   serves them at run time. The demo seed, which only an empty development database needs, is a
//   separate chunk (code splitting), loaded on first start only.
// - dist/migrations/<family>: each migration compiled to .js one by one (its own code bundled in), because Payload's
//   migrate imports every .ts/.js file of its migrationDir (readMigrationFiles), and Node cannot import .ts.
//   The compiled code finds them through server/env.ts's codeDir (dist/ when compiled).
// `npm run build` calls this; scripts/ensure-build.mjs calls it when the sources are newer.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
/** The migration families with SQL migrations; MongoDB needs none. */
const MIGRATION_FAMILIES = ['sqlite', 'postgres']

export async function buildServer() {
  rmSync(path.join(dist, 'server'), { recursive: true, force: true })
  rmSync(path.join(dist, 'migrations'), { recursive: true, force: true })
  const common = { platform: 'node', target: 'node20', format: 'esm', sourcemap: 'linked', logLevel: 'warning', absWorkingDir: root }
  await build({
    ...common,
    entryPoints: ['server/main.ts'],
    bundle: true,
    packages: 'external',
    splitting: true,
    outdir: path.join(dist, 'server'),
    chunkNames: 'chunks/[name]-[hash]',
  })
  const migrations = MIGRATION_FAMILIES.flatMap((family) =>
    readdirSync(path.join(root, 'migrations', family))
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => path.join('migrations', family, file)),
  )
  // Bundled one by one with packages external: a migration may import shared code of ours
  // (migrations/sanitizeStoredRichText.ts and the domain rule it runs), which Node cannot resolve from
  // extensionless TypeScript imports.
  await build({ ...common, entryPoints: migrations, bundle: true, packages: 'external', outbase: 'migrations', outdir: path.join(dist, 'migrations') })
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now()
  await buildServer()
  console.log(`server built into dist/server and dist/migrations in ${Date.now() - started} ms`)
}
