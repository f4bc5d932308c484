// The layering of ARCHITECTURE.md ("Layers and what may import what") as rules; the reasons are in
// docs/decisions/layering.md. `npm run lint` runs it over every folder with code.

/** The folders that run only in the server process (Node, Payload, the database, the file store). */
const SERVER_ONLY = '^(access|collections|endpoints|hooks|mail|realtime|server|storage|scripts|bench|migrations)/|^payload[.]config[.]ts$'
/** The browser bundles: the portals and the console. */
const BROWSER = '^(portals|admin-ui)/'
/** The pure time-sheet rules the screens share with the server (they import nothing but date-fns). */
const SHARED_DOMAIN = '^domain/timeSheets/(payPeriods|timeMath)[.]ts$'
/** The build configurations of the two bundles run in Node, not in the browser. */
const VITE_CONFIG = '^(portals|admin-ui)/vite[.]config[.]ts$'
/** What any server layer may read of server/: its configuration and its logger. */
const SERVER_SHARED = '^server/(env|logger)[.]ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not load itself through a chain of imports: it would run half-initialised. A type-only import ' +
        'or a dynamic import() in the chain evaluates nothing at load time, so such a chain is not a cycle here.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'browser-not-to-server',
      severity: 'error',
      comment:
        'The portals and the console run in the browser: they reach the server only over HTTP, and share with it only ' +
        'contract/ (plus the two pure time-sheet rule files).',
      from: { path: BROWSER, pathNot: VITE_CONFIG },
      to: { path: SERVER_ONLY },
    },
    {
      name: 'browser-not-to-domain',
      severity: 'error',
      comment:
        'domain/ runs the Local API; the screens may use its two pure time-sheet rule files, and types (erased at build).',
      from: { path: BROWSER },
      to: { path: '^domain/', pathNot: SHARED_DOMAIN, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-not-to-server-packages',
      severity: 'error',
      comment: 'No server package (Payload, Express, the database and mail clients) in a browser bundle.',
      from: { path: BROWSER, pathNot: VITE_CONFIG },
      to: { path: 'node_modules/(payload|@payloadcms|express|pino|nodemailer|pg|ioredis)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-core-modules',
      severity: 'error',
      comment: 'No Node built-in in a browser bundle.',
      from: { path: BROWSER, pathNot: VITE_CONFIG },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'portals-not-to-console',
      severity: 'error',
      comment: 'The portals are their own bundles; the console reuses portals/shared/, never the other way round.',
      from: { path: '^portals/' },
      to: { path: '^admin-ui/' },
    },
    {
      name: 'console-only-portals-shared',
      severity: 'error',
      comment: 'The console may reuse the portals\' shared pieces (rich text, formats, profile items), not their pages.',
      from: { path: '^admin-ui/' },
      to: { path: '^portals/', pathNot: '^portals/shared/' },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment:
        'contract/ is shared by the server and the browser bundles: zod schemas, messages and pure rules. It imports ' +
        'nothing of ours outside contract/, and no package but zod and date-fns.',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', 'node_modules/(zod|date-fns)/'] },
    },
    {
      name: 'domain-not-to-outer-layers',
      severity: 'error',
      comment:
        'domain/ holds the business rules (pure, or on the Local API) shared by endpoints, hooks, jobs and scripts: ' +
        'it never reaches the HTTP side (endpoints/, server/), the Payload wiring (collections/, hooks/), mail, ' +
        'storage, the live connection, scripts, tests or the screens.',
      from: { path: '^domain/' },
      to: { path: '^(endpoints|server|collections|hooks|mail|storage|realtime|scripts|tests|bench|portals|admin-ui)/|^payload[.]config[.]ts$' },
    },
    {
      name: 'domain-only-access-predicates',
      severity: 'error',
      comment:
        'domain/ may use access/roles.ts (the signed-in user and pure role predicates) and access/serverWrites.ts (the ' +
        'flag its Local API writes carry); the collections\' access functions stay with the collections.',
      from: { path: '^domain/' },
      to: { path: '^access/', pathNot: '^access/(roles|serverWrites)[.]ts$' },
    },
    {
      name: 'express-only-in-server',
      severity: 'error',
      comment: 'Express is the outer shell: only server/ (and the scripts that start it) see it.',
      from: { pathNot: '^(server|scripts|tests|bench)/' },
      to: { path: 'node_modules/express/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'access-and-hooks-below-collections',
      severity: 'error',
      comment: 'access/ and hooks/ may use contract/ and domain/ (and access/ for hooks); collections/ assemble them.',
      from: { path: '^(access|hooks)/' },
      to: { path: '^(collections|endpoints|server|mail|storage|realtime|scripts|tests|bench|portals|admin-ui)/|^payload[.]config[.]ts$' },
    },
    {
      name: 'collections-below-endpoints',
      severity: 'error',
      comment: 'collections/ use access/, hooks/, domain/, contract/ and storage/; never the HTTP side or mail.',
      from: { path: '^collections/' },
      to: { path: '^(endpoints|server|mail|realtime|scripts|tests|bench|portals|admin-ui)/|^payload[.]config[.]ts$' },
    },
    {
      name: 'storage-is-a-leaf',
      severity: 'error',
      comment: 'storage/ (files on disk) uses contract/ and the configuration only.',
      from: { path: '^storage/' },
      to: { path: '^(access|collections|domain|endpoints|hooks|mail|realtime|server|scripts|tests|bench|portals|admin-ui)/', pathNot: SERVER_SHARED },
    },
    {
      name: 'server-layers-not-to-server',
      severity: 'error',
      comment:
        'server/ assembles Express, the contract router and Payload; the layers below it read only its configuration ' +
        'and logger (server/env.ts, server/logger.ts).',
      from: { path: '^(endpoints|mail|realtime)/' },
      to: { path: '^server/', pathNot: SERVER_SHARED },
    },
    {
      name: 'plugins-only-from-config',
      severity: 'error',
      comment:
        'A capability is wired in its plugin (plugins/) and the plugins are listed in payload.config.ts only: the ' +
        'layers read the built config (req.payload.config), never a plugin (docs/decisions/capability-plugins.md).',
      from: { pathNot: '^(plugins/|payload[.]config[.]ts$|scripts/|tests/|bench/)' },
      to: { path: '^plugins/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'Production code never imports tests/ or bench/.',
      from: { pathNot: '^(tests|bench)/' },
      to: { path: '^(tests|bench)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // node_modules is a symlink to a shared install on the development machines; resolve paths as they are
    // written, so a package is always node_modules/<name>/ in the rules above.
    preserveSymlinks: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|migrations|tests/artifacts)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    cache: false,
  },
}
