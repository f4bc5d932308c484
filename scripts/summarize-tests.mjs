// Prints the one closing line CI reads: "N passed, N failed" over every jest run given (scripts/test.sh
// runs unit and API files apart from browser files).
import { readFileSync, existsSync } from 'node:fs'

const files = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
let total = 0
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
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || total === 0 ? 1 : 0)
