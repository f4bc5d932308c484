// Builds the UIs when their output is missing or older than their sources, so `npm start` on a fresh
// clone serves pages without a separate build step. `npm run build` always rebuilds.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const newest = (dir) => {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}
const builds = [
  { output: 'dist/portals/public/index.html', sources: ['portals', 'contract'], config: 'portals/vite.config.ts' },
  { output: 'dist/admin/index.html', sources: ['admin-ui', 'contract'], config: 'admin-ui/vite.config.ts' },
]
for (const build of builds) {
  const output = path.join(root, build.output)
  const sourceTime = Math.max(...build.sources.map((dir) => newest(path.join(root, dir))))
  if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) continue
  console.log(`building ${build.config} ...`)
  execSync(`npx vite build --config ${build.config} --logLevel warn`, { cwd: root, stdio: 'inherit' })
}
