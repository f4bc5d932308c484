import { z } from 'zod'

/**
 * Imported first by every browser bundle: the pages' Content-Security-Policy allows no eval, and zod
 * otherwise probes `new Function` on its first parse (a CSP violation report, then a fallback). Jitless
 * parsing runs the same checks without the probe. A module of its own so it runs before any module that
 * parses while it loads.
 */
z.config({ jitless: true })
