import type { Where } from 'payload'
import { currentUser, hourlyRateCents, hourlyRateMessages, updateUserRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { phoneRequired } from '../../domain/profile/phoneRequired'
import { HttpError, defineEndpoint } from '../http'
import { currentUserView } from './currentUserView'
import { cachedSession } from '../../access/sessionCache'
import { sessionTokenOf } from './cookies'

export const getCurrentUser = defineEndpoint({
  method: 'get',
  path: '/user/',
  summary: 'The signed-in user',
  tag: 'Accounts',
  access: 'signedIn',
  response: currentUser,
  handler: async ({ req, user }) => {
    // The view is cached with the session (access/sessionCache.ts): any change to the user or the
    // organization drops it, so a cached answer is never staler than the cache's short lifetime.
    const session = cachedSession(sessionTokenOf(req) ?? '')
    if (session?.view) return new Response(session.view, { headers: { 'content-type': 'application/json' } })
    // `user` is req.user read as AuthUser; the stored account is that same row.
    const view = await currentUserView(req, user!, req.user!)
    if (session) session.view = JSON.stringify(view)
    return view
  },
})

export const updateCurrentUser = defineEndpoint({
  method: 'patch',
  path: '/user/',
  summary: "Update About Me, phone (JSON or form data), contact info and (talents) the hourly rate of the signed-in user",
  tag: 'Accounts',
  access: 'signedIn',
  body: updateUserRequest,
  response: currentUser,
  handler: async ({ req, user, body }) => {
    // Talent contact info: the phone is required unless the talent has no engagements: none accepted or
    // active (an offer not yet accepted asks for a phone when it is accepted; docs/decisions).
    if (user!.role === 'talent' && body.phone === '') {
      const where: Where = { and: [{ talent: { equals: user!.id } }, { status: { in: ['accepted', 'active'] } }] }
      const { totalDocs } = await req.payload.count({ collection: 'engagements', where, overrideAccess: false, user, req })
      if (phoneRequired({ engagementCount: totalDocs })) throw HttpError.validation({ phone: [messages.required] })
    }
    // The asking rate is a talent's; it is stored in cents (null clears it).
    const { hourlyRate, ...fields } = body
    if (hourlyRate !== undefined && user!.role !== 'talent') throw HttpError.validation({ hourlyRate: [hourlyRateMessages.talentsOnly] })
    const data = hourlyRate === undefined ? fields : { ...fields, hourlyRate: hourlyRateCents(hourlyRate) }
    const updated = await req.payload.update({
      collection: 'users',
      id: user!.id,
      data,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    return currentUserView(req, user!, updated)
  },
})
