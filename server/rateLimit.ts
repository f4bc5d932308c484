import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { messages } from '../contract/messages'

/**
 * Sign-in, sign-up, resend, password-reset, change-password and change-e-mail calls are limited per
 * client address, so nobody can guess passwords (a stolen session's current password included: wrong
 * guesses there do not count toward the lockout) or flood inboxes from one place. (The per-account lockout after five failed sign-ins
 * is Payload's and works across addresses.)
 */
const LIMITED = /^\/api\/v1\/(sessions|public\/talents|public\/talents\/resend_registration|public\/talent\/activations|password\/reset|password\/reset\/validate|password\/reset\/confirm|user\/password|user\/email|user\/email\/confirm)\/?$/

export function authRateLimit(options: { windowMs: number; max: number }): RequestHandler {
  const limiter = rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ errors: { nonFieldErrors: [messages.tooManyRequests] } })
    },
  })
  return (req, res, next) => (req.method === 'POST' && LIMITED.test(req.path) ? limiter(req, res, next) : next())
}
