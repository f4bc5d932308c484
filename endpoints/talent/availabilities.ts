import { availability, availabilityInput } from '../../contract/talentProfile'
import { todayUtc } from '../../domain/clock'
import { AVAILABILITY_SELECT, ownedBy, presentAvailability } from '../../domain/profile/sections'
import { defineEndpoint, readBody, validateBody } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { TAG, TALENT_ONLY, deleteOwnRecord, ownRecord, pageOf } from './records'

/**
 * The signed-in talent's availability windows. The rules
 * depend on today (start after today, in the server's UTC calendar), so the body is validated in the
 * handler with a schema made for this request rather than one fixed when the module loaded. After any
 * change the portal reloads the list; POST and PUT answer the saved window.
 */
const COLLECTION = 'availabilities'
const ORDERING = ['availableFromDate', 'availableToDate', 'hoursPerWeek', 'createdAt']
/** The body as documented: the handler checks it with today's schema (readAvailability). */
const documentedAvailability = availabilityInput()
const BODY_NOTE = 'Body: availableFromDate (yyyy-MM-dd, after today), availableToDate, hoursPerWeek (0–168), doOnSiteContract, doRemoteContract, doToHireContract, note'

async function readAvailability(req: Parameters<typeof readBody>[0]) {
  const input = validateBody(availabilityInput(todayUtc()), await readBody(req))
  return { ...input, availableToDate: input.availableToDate ?? null, note: input.note ?? null }
}

export const listAvailabilities = defineEndpoint({
  method: 'get',
  path: '/talent/availabilities/',
  summary: 'The signed-in talent’s availability windows (page; ordering availableFromDate by default)',
  tag: TAG,
  access: TALENT_ONLY,
  query: pageQuery,
  response: pageOf(availability),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: COLLECTION,
      where: ownedBy(user!.id),
      sort: [...toSort(query.ordering, ORDERING, 'availableFromDate'), 'createdAt'],
      page: query.page,
      limit: query.pageSize,
      select: AVAILABILITY_SELECT,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return toPage(req, query, found.totalDocs, found.docs.map(presentAvailability))
  },
})

export const createAvailability = defineEndpoint({
  method: 'post',
  path: '/talent/availabilities/',
  summary: `Add an availability window. ${BODY_NOTE}`,
  tag: TAG,
  access: TALENT_ONLY,
  documentedBody: documentedAvailability,
  status: 201,
  response: availability,
  handler: async ({ req, user }) => {
    const data = await readAvailability(req)
    const created = await req.payload.create({ collection: COLLECTION, data: { ...data, talent: user!.id }, depth: 0, overrideAccess: false, user: user!, req })
    return presentAvailability(created)
  },
})

export const getAvailability = defineEndpoint({
  method: 'get',
  path: '/talent/availabilities/:id/',
  summary: 'One of the signed-in talent’s availability windows',
  tag: TAG,
  access: TALENT_ONLY,
  response: availability,
  handler: async ({ req, user, params }) => presentAvailability(await ownRecord(req, user!, COLLECTION, params.id)),
})

export const updateAvailability = defineEndpoint({
  method: 'put',
  path: '/talent/availabilities/:id/',
  summary: `Replace an availability window (the same rules as adding one). ${BODY_NOTE}`,
  tag: TAG,
  access: TALENT_ONLY,
  documentedBody: documentedAvailability,
  response: availability,
  handler: async ({ req, user, params }) => {
    const existing = await ownRecord(req, user!, COLLECTION, params.id)
    const data = await readAvailability(req)
    const updated = await req.payload.update({ collection: COLLECTION, id: existing.id, data, depth: 0, overrideAccess: false, user: user!, req })
    return presentAvailability(updated)
  },
})

export const deleteAvailability = defineEndpoint({
  method: 'delete',
  path: '/talent/availabilities/:id/',
  summary: 'Delete an availability window',
  tag: TAG,
  access: TALENT_ONLY,
  status: 204,
  handler: async ({ req, user, params }) => {
    await deleteOwnRecord(req, user!, COLLECTION, params.id)
  },
})
