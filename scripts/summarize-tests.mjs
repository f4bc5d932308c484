// Prints the one closing line CI reads: "N passed, N failed" over every jest project.
import { readFileSync, existsSync } from 'node:fs'

const file = process.argv[2]
if (!existsSync(file)) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}
const results = JSON.parse(readFileSync(file, 'utf8'))
// A suite that failed to run (syntax error, server never started) counts as a failure even with no tests.
const brokenSuites = results.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length
const failed = results.numFailedTests + brokenSuites
console.log(`${results.numPassedTests} passed, ${failed} failed${results.numPendingTests ? `, ${results.numPendingTests} skipped` : ''}`)
process.exit(failed > 0 || results.numTotalTests === 0 ? 1 : 0)
