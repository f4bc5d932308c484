import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { forgetOrganizationSessions, forgetUserSessions } from '../access/sessionCache'

/**
 * Any change to a user (role, deactivation, permissions, name) or to an organization (its name appears
 * in GET /user/) drops the affected cached sessions, so the next request re-reads them.
 */
export const forgetCachedUserSessions: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  forgetUserSessions(String(doc.id))
  return doc
}

export const forgetCachedOrganizationSessions: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  forgetOrganizationSessions(String(doc.id))
  return doc
}
