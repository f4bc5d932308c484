import { toCamelKeys, toSnakeKeys } from '../../contract/casing'
import { FEATURE_FLAGS } from '../../contract/featureFlags'
import { parseFeatureFlags } from '../../server/env'
import { bundleFor } from '../../server/bundles'
import { toSort } from '../../endpoints/pagination'
import { cachedSession, forgetOrganizationSessions, forgetToken, forgetUserSessions, rememberSession, SESSION_CACHE_TTL_MS } from '../../access/sessionCache'

describe('key casing', () => {
  it('converts nested keys both ways and leaves values alone', () => {
    const wire = { first_name: 'a', contact_info: { zip_code: '1', list_items: [{ is_active: true }] }, when: new Date(0) }
    const camel = toCamelKeys<Record<string, any>>(wire)
    expect(camel).toEqual({ firstName: 'a', contactInfo: { zipCode: '1', listItems: [{ isActive: true }] }, when: new Date(0) })
    expect(toSnakeKeys(camel)).toEqual(wire)
  })
})

describe('feature flags', () => {
  it('turns on listed flags in either spelling, ignores unknown names, leaves the rest off', () => {
    const flags = parseFeatureFlags('talent_profile_video, showOrgComments,no_such_flag')
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort())
    expect(flags.talentProfileVideo).toBe(true)
    expect(flags.showOrgComments).toBe(true)
    expect(Object.values(flags).filter(Boolean)).toHaveLength(2)
    expect(parseFeatureFlags(undefined).talentProfileVideo).toBe(false)
  })
})

describe('route tree by role', () => {
  it('follows the spec order: super admin console, talent portal, organization portal, public', () => {
    expect(bundleFor('super_admin')).toBe('admin')
    expect(bundleFor('content_editor')).toBe('admin')
    expect(bundleFor('talent')).toBe('talent')
    expect(bundleFor('organization_admin')).toBe('org')
    expect(bundleFor('manager')).toBe('org')
    expect(bundleFor('contact')).toBe('org')
    expect(bundleFor(null)).toBe('public')
  })
})

describe('ordering', () => {
  it('maps snake_case fields with - for descending and drops fields that are not allowed', () => {
    expect(toSort('first_name,-last_name,password', ['firstName', 'lastName'], 'createdAt')).toEqual(['firstName', '-lastName'])
    expect(toSort(undefined, ['firstName'], '-createdAt')).toEqual(['-createdAt'])
    expect(toSort('hash', ['firstName'], '-createdAt')).toEqual(['-createdAt'])
  })
})

describe('session cache', () => {
  const entry = (token: string, userId: string, organizationId: string | null = null) => ({
    token,
    userId,
    organizationId,
    user: { id: userId },
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  })

  it('forgets by token, by user and by organization', () => {
    rememberSession(entry('t1', 'u1', 'o1'))
    rememberSession(entry('t2', 'u1', 'o1'))
    rememberSession(entry('t3', 'u2', 'o2'))
    forgetToken('t1')
    expect(cachedSession('t1')).toBeNull()
    expect(cachedSession('t2')?.userId).toBe('u1')
    forgetUserSessions('u1')
    expect(cachedSession('t2')).toBeNull()
    forgetOrganizationSessions('o2')
    expect(cachedSession('t3')).toBeNull()
  })

  it('expires entries after the cache lifetime and at the token expiry', () => {
    rememberSession(entry('t4', 'u4'))
    expect(cachedSession('t4', Date.now() + SESSION_CACHE_TTL_MS + 1)).toBeNull()
    rememberSession({ ...entry('t5', 'u5'), expiresAt: Math.floor(Date.now() / 1000) - 1 })
    expect(cachedSession('t5')).toBeNull()
  })
})
