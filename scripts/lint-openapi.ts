import path from 'node:path'
import { formatProblems, getTotals, lintFromString, loadConfig } from '@redocly/openapi-core'
import { rootDir } from '../server/env'
import { buildContractDocument } from './contractDocument'

/**
 * `npm run lint:openapi`: builds the OpenAPI document the way the server does (the contract endpoints
 * register themselves while the Payload config is built) and lints it with Redocly's rules from
 * redocly.yaml. Exits 1 on any error or warning not listed in .redocly.lint-ignore.yaml. With `--json`
 * it prints the operation count, the problems and the document itself as one JSON object, for
 * tests/unit/openapiLint.test.ts.
 */
const document = await buildContractDocument()
const redocly = await loadConfig({ configPath: path.join(rootDir, 'redocly.yaml') })
// The ignore file names the document after this path, relative to redocly.yaml.
const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: path.join(rootDir, 'openapi.json'), config: redocly })
const totals = getTotals(problems)
const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0)

if (process.argv.includes('--json')) {
  const summary = problems.filter((problem) => !problem.ignored).map((problem) => ({
    ruleId: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    pointer: problem.location[0]?.pointer,
  }))
  process.stdout.write(JSON.stringify({ operations, totals, problems: summary, document }))
} else {
  formatProblems(problems, { format: 'stylish', totals, cwd: rootDir, command: 'lint' })
  console.log(`OpenAPI document: ${operations} operations, ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} ignored.`)
}
// exitCode, not exit(): a large --json answer to a pipe is written asynchronously and would be cut off.
process.exitCode = totals.errors + totals.warnings > 0 ? 1 : 0
