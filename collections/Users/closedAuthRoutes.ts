import type { Endpoint } from 'payload'

/**
 * Payload's generated auth routes that the contract replaces: signing in, out, up and resetting a
 * password go through /api/v1 only, where the password rule, the e-mail confirmation, the rate limits
 * and the contract's messages apply. Declared endpoints come before Payload's defaults, so these answer
 * first. /me, /access, /refresh-token and /unlock (super admin only) stay.
 */
const replacedBy: Record<string, string> = {
  '/login': 'POST /api/v1/sessions/',
  '/logout': 'DELETE /api/v1/sessions/',
  '/forgot-password': 'POST /api/v1/password/reset/',
  '/reset-password': 'POST /api/v1/password/reset/confirm/',
  '/verify/:id': 'POST /api/v1/public/talent/activations/',
  '/first-register': 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD at start',
}

export const closedAuthRoutes: Endpoint[] = Object.entries(replacedBy).map(([path, replacement]) => ({
  path,
  method: 'post',
  handler: () => Response.json({ errors: { nonFieldErrors: [`Not available here: use ${replacement}.`] } }, { status: 404 }),
}))
