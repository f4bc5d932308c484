import { z } from 'zod'
import { SETTING_NAMES } from '../../contract/featureFlags'
import { findCities, US_STATES } from '../../domain/geography'
import { getEnv } from '../../server/env'
import { defineEndpoint } from '../http'
import { MAX_PAGE_SIZE, pageQuery, toPage } from '../pagination'

export const csrfCookie = defineEndpoint({
  method: 'get',
  path: '/csrf/',
  summary: 'Sets the csrftoken cookie (every response sets it when missing); send it back as X-CSRFToken',
  tag: 'Platform',
  access: 'public',
  status: 204,
  handler: async () => undefined,
})

export const environmentVariables = defineEndpoint({
  method: 'get',
  path: '/environment-variables/',
  summary: 'Feature flags: name to boolean; a flag not listed is off',
  tag: 'Platform',
  access: 'public',
  response: z.record(z.string(), z.boolean()),
  handler: async () => getEnv().featureFlags,
})

export const settings = defineEndpoint({
  method: 'get',
  path: '/settings/',
  summary: 'Platform settings as name and value (talent_usage_fee, w2_org_markup, w2_talent_markdown); signed-in users only',
  tag: 'Platform',
  // The portals read them after loading the signed-in user; no public page needs them
  // (docs/decisions/settings-signed-in-only.md).
  access: 'signedIn',
  response: z.array(z.object({ name: z.enum(SETTING_NAMES), value: z.string() })),
  handler: async ({ req, user }) => {
    const { docs } = await req.payload.find({
      collection: 'settings',
      limit: SETTING_NAMES.length,
      sort: 'name',
      depth: 0,
      select: { name: true, value: true },
      overrideAccess: false,
      user,
      req,
    })
    return docs.map((doc) => ({ name: doc.name, value: doc.value }))
  },
})

// Reference lists keep their own order (states by name, cities by match quality), so no ordering here.
const referenceQuery = pageQuery.omit({ ordering: true })
const referencePage = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })
const statesQuery = referenceQuery.extend({ pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE) })

export const states = defineEndpoint({
  method: 'get',
  path: '/public/states/',
  summary: 'US states (code and name), one page of up to 100',
  tag: 'Public',
  access: 'public',
  query: statesQuery,
  response: referencePage(z.object({ code: z.string(), name: z.string() })),
  handler: async ({ req, query }) => {
    const start = (query.page - 1) * query.pageSize
    return toPage(req, query, US_STATES.length, US_STATES.slice(start, start + query.pageSize))
  },
})

export const cities = defineEndpoint({
  method: 'get',
  path: '/public/cities/',
  summary: 'US cities, filtered by state (code or name) and a search text',
  tag: 'Public',
  access: 'public',
  query: referenceQuery.extend({
    state: z.string().trim().max(150).optional().describe('State code (MN) or name (Minnesota)'),
    search: z.string().trim().max(150).optional().describe('Start or part of the city name'),
  }),
  response: referencePage(z.object({ name: z.string(), state: z.string().describe('State code') })),
  handler: async ({ req, query }) => {
    const matches = findCities({ state: query.state, search: query.search })
    const start = (query.page - 1) * query.pageSize
    const results = matches.slice(start, start + query.pageSize).map((city) => ({ name: city.name, state: city.stateCode }))
    return toPage(req, query, matches.length, results)
  },
})
