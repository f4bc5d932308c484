// Builds what `npm start` serves when its output is missing or older than its sources: the compiled
// server (scripts/build-server.mjs) and the UIs, so `npm start` on a fresh clone or after a pull runs
// current code without a separate build step. `npm run build` always rebuilds everything.
// `--check-server` builds nothing and exits 1 when dist/server is stale.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'
import path from 'node:path'
import { buildServer } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
/** The newest modification time of a file, or of any file below a folder. */
const newest = (entry) => {
  const info = statSync(entry)
  if (!info.isDirectory()) return info.mtimeMs
  let latest = 0
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules') continue
    latest = Math.max(latest, newest(path.join(entry, child.name)))
  }
  return latest
}
const vite = (config) => () => execSync(`npx vite build --config ${config} --logLevel warn`, { cwd: root, stdio: 'inherit' })
/** Everything the server bundle is made of (ARCHITECTURE's layers, the migrations and the seed). */
export const SERVER_SOURCES = ['access', 'collections', 'contract', 'domain', 'endpoints', 'hooks', 'mail', 'migrations', 'plugins', 'server', 'storage', 'scripts', 'payload.config.ts']
const builds = [
  { name: 'server', output: 'dist/server/main.js', sources: SERVER_SOURCES, run: buildServer },
  { name: 'portals', output: 'dist/portals/public/index.html', sources: ['portals', 'contract'], run: vite('portals/vite.config.ts') },
  { name: 'console', output: 'dist/admin/index.html', sources: ['admin-ui', 'contract'], run: vite('admin-ui/vite.config.ts') },
]

/** True when the build's output exists and is at least as new as every source. */
export function isFresh(build) {
  const output = path.join(root, build.output)
  const sourceTime = Math.max(...build.sources.map((source) => newest(path.join(root, source))))
  return existsSync(output) && statSync(output).mtimeMs >= sourceTime
}

if (process.argv[1] === import.meta.filename && process.argv[2] === '--check-server') {
  // Tests that run the compiled server ask first (tests/helpers/testServer.ts): exit 1 when it is stale.
  if (!isFresh(builds[0])) {
    console.error('dist/server is missing or older than the sources: run `npm run build` (or `npm run build:server`)')
    process.exit(1)
  }
} else if (process.argv[1] === import.meta.filename) {
  for (const build of builds) {
    if (isFresh(build)) continue
    console.log(`building ${build.name} ...`)
    await build.run()
  }
}
