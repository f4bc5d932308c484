// Prints the one closing line CI reads: "N passed, N failed" over every jest run given (scripts/test.sh
// runs unit and API files apart from browser files). Before it, where the test files' time went: the
// slowest files, the server starts (`--starts <file>`, the lines tests/helpers/testServer.ts writes
// when TEST_SERVER_TIMING_FILE is set), which are most of an API file's time, and the browser files'
// page loads, accessibility scans and screenshots (`--steps <file>`, tests/helpers/stepTiming.ts).
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
/** The value after `--name`, taken out of the arguments with its name. */
function option(name) {
  const at = args.indexOf(name)
  if (at < 0) return null
  const [, value] = args.splice(at, 2)
  return value ?? null
}
const startsFile = option('--starts')
const stepsFile = option('--steps')
const files = args
let passed = 0
let failed = 0
let skipped = 0
let total = 0
/** Seconds per test file (start to end in its jest worker), over all runs. */
const fileSeconds = []
for (const file of files) {
  // A run that wrote no results (jest crashed before the end) is a failure.
  if (!existsSync(file)) {
    failed += 1
    continue
  }
  const results = JSON.parse(readFileSync(file, 'utf8'))
  // A suite that failed to run (syntax error, server never started) counts as a failure even with no tests.
  const brokenSuites = results.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length
  passed += results.numPassedTests
  failed += results.numFailedTests + brokenSuites
  skipped += results.numPendingTests
  total += results.numTotalTests
  for (const suite of results.testResults)
    if (suite.startTime && suite.endTime) fileSeconds.push({ name: path.relative(process.cwd(), suite.name), seconds: (suite.endTime - suite.startTime) / 1000, tests: suite.assertionResults.length })
}

const seconds = (value) => `${Math.round(value)} s`
if (fileSeconds.length) {
  fileSeconds.sort((a, b) => b.seconds - a.seconds)
  console.log('Slowest test files (wall time in their worker):')
  for (const file of fileSeconds.slice(0, 10)) console.log(`  ${seconds(file.seconds).padStart(6)}  ${String(file.tests).padStart(4)} tests  ${file.name}`)
}
if (startsFile && existsSync(startsFile)) {
  const starts = readFileSync(startsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
  const startSeconds = starts.reduce((sum, start) => sum + start.ms, 0) / 1000
  const copies = starts.filter((start) => start.copy).length
  const filesTotal = fileSeconds.reduce((sum, file) => sum + file.seconds, 0)
  const share = filesTotal ? ` (${Math.round((100 * startSeconds) / filesTotal)}% of the files' summed ${seconds(filesTotal)})` : ''
  console.log(`Server starts: ${starts.length}, ${copies} on a template's copy; ${seconds(startSeconds)} summed over the workers${share}`)
}
if (stepsFile && existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
  const kinds = new Map()
  for (const step of steps) {
    const kind = kinds.get(step.kind) ?? { count: 0, ms: 0 }
    kind.count += 1
    kind.ms += step.ms ?? 0
    kinds.set(step.kind, kind)
  }
  const names = { axe: 'accessibility scans', screenshot: 'screenshots', 'page load': 'page loads' }
  const described = [...kinds].map(([kind, { count, ms }]) => `${count} ${names[kind] ?? kind}${ms ? ` (${seconds(ms / 1000)} summed)` : ''}`)
  console.log(`Browser steps: ${described.join(', ')}`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || total === 0 ? 1 : 0)
