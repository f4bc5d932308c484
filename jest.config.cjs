/**
 * Three projects, one run: unit (pure rules), api (the real server over HTTP against a fresh database,
 * SQLite always and PostgreSQL when TEST_DATABASE_URL is set), e2e (Playwright driving Debian's Chromium).
 * TypeScript is compiled by SWC to CommonJS for the tests; the server itself runs as ESM under tsx.
 */
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] }
const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'] }

module.exports = {
  // Once per run: the folder of the seeded template databases (tests/helpers/templateDatabase.ts).
  globalSetup: '<rootDir>/tests/helpers/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/helpers/globalTeardown.ts',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    // tests/helpers/apiTestTimeout.ts: the default per-test limit of the API files (a project's own
    // `testTimeout` is not honoured in a multi-project run).
    { ...common, displayName: 'api', testMatch: ['<rootDir>/tests/api/**/*.test.ts'], setupFilesAfterEnv: ['<rootDir>/tests/helpers/apiTestTimeout.ts'] },
    // One Chromium for the browser files of a run (tests/helpers/chromiumSetup.ts), launched only when one runs.
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/helpers/chromiumSetup.ts',
      globalTeardown: '<rootDir>/tests/helpers/chromiumTeardown.ts',
    },
  ],
}
