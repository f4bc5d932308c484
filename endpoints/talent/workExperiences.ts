import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { workExperience, workExperienceInput } from '../../contract/talentProfile'
import { sectionMessages } from '../../domain/profile/messages'
import { indexChanges, placeAfter } from '../../domain/profile/ordering'
import { WORK_EXPERIENCE_SELECT, WORK_EXPERIENCE_SORT, findAll, ownedBy, presentWorkExperiences } from '../../domain/profile/sections'
import type { Row } from '../../domain/shared/records'
import { HttpError, defineEndpoint, readBody, withTransaction, validateBody } from '../http'
import { pageQuery, toPage } from '../pagination'
import { TAG, TALENT_ONLY, deleteOwnRecord, ownRecord, pageOf } from './records'

/**
 * The signed-in talent's work experience, in the order the talent gives it. The API places an item by
 * `afterId` (the item it follows; null = first; left out on create = last); the stored `sortIndex` is
 * the position, rewritten for the talent's items that moved, in the same transaction as the change.
 */
const COLLECTION = 'work-experiences'
type Input = z.output<typeof workExperienceInput>

/** The stored fields of a validated input (afterId is a placement, not a field). */
const fields = (input: Input) => ({
  position: input.position,
  organizationName: input.organizationName,
  isPresent: input.isPresent,
  startPeriodDate: input.startPeriodDate,
  // The end date is disabled while Present is checked: a present position has none.
  endPeriodDate: input.isPresent ? null : (input.endPeriodDate ?? null),
  responsibilities: input.responsibilities ?? null,
})

const allOf = (req: PayloadRequest, user: AuthUser) => findAll(req, user, COLLECTION, ownedBy(user.id), { sort: WORK_EXPERIENCE_SORT, select: WORK_EXPERIENCE_SELECT })

/** The order with `id` placed after `afterId`, or 422 on afterId when that is not one of the talent's items. */
function placed(order: string[], id: string, afterId: string | null | undefined) {
  const next = afterId === id ? null : placeAfter(order, id, afterId)
  if (!next) throw HttpError.validation({ afterId: [sectionMessages.unknownAfterId] })
  return next
}

/** Rewrites sortIndex where an item's position changed (skipping `except`, written by the caller). */
async function renumber(req: PayloadRequest, user: AuthUser, items: Row<'work-experiences'>[], order: string[], except: string) {
  const stored = new Map(items.map((item) => [String(item.id), Number(item.sortIndex ?? 0)]))
  for (const change of indexChanges(order, stored)) {
    if (change.id === except) continue
    await req.payload.update({ collection: COLLECTION, id: change.id, data: { sortIndex: change.sortIndex }, depth: 0, overrideAccess: false, user, req })
  }
}

/** The list as it is now, presented (afterId derived), and the item `id` of it. */
async function presentedItem(req: PayloadRequest, user: AuthUser, id: string) {
  const item = presentWorkExperiences(await allOf(req, user)).find((entry) => entry.id === id)
  if (!item) throw HttpError.notFound()
  return item
}

export const listWorkExperiences = defineEndpoint({
  method: 'get',
  path: '/talent/work-experiences/',
  summary: 'The signed-in talent’s work experience in their order (sortIndex); each item’s afterId is the item before it',
  tag: TAG,
  access: TALENT_ONLY,
  query: pageQuery.omit({ ordering: true }),
  response: pageOf(workExperience),
  handler: async ({ req, user, query }) => {
    // The whole list is read (a talent has a handful) so the first item of a later page knows its afterId.
    const all = presentWorkExperiences(await allOf(req, user!))
    const start = (query.page - 1) * query.pageSize
    return toPage(req, query, all.length, all.slice(start, start + query.pageSize))
  },
})

export const createWorkExperience = defineEndpoint({
  method: 'post',
  path: '/talent/work-experiences/',
  summary: 'Add work experience; afterId places it after that item (null: first; left out: last)',
  tag: TAG,
  access: TALENT_ONLY,
  body: workExperienceInput,
  status: 201,
  response: workExperience,
  handler: async ({ req, user, body }) => {
    return withTransaction(req, async () => {
      const items = await allOf(req, user!)
      const pending = 'pending'
      const order = placed(items.map((item) => String(item.id)), pending, body.afterId)
      const created = await req.payload.create({
        collection: COLLECTION,
        data: { ...fields(body), talent: user!.id, sortIndex: order.indexOf(pending) },
        depth: 0,
        overrideAccess: false,
        user: user!,
        req,
      })
      const id = String(created.id)
      await renumber(req, user!, items, order.map((entry) => (entry === pending ? id : entry)), id)
      return presentedItem(req, user!, id)
    })
  },
})

export const updateWorkExperience = defineEndpoint({
  method: 'patch',
  path: '/talent/work-experiences/:id/',
  summary: 'Change work experience; fields not sent keep their value; afterId moves it (null: first)',
  tag: TAG,
  access: TALENT_ONLY,
  // Read in the handler, after the record is found to be the caller's (404 first), merged over it.
  documentedBody: z.object(workExperienceInput.shape).partial(),
  response: workExperience,
  handler: async ({ req, user, params }) => {
    const existing = await ownRecord(req, user!, COLLECTION, params.id)
    const raw = await readBody(req)
    const input = validateBody(workExperienceInput, {
      position: existing.position,
      organizationName: existing.organizationName,
      isPresent: existing.isPresent,
      startPeriodDate: existing.startPeriodDate,
      endPeriodDate: existing.endPeriodDate ?? null,
      responsibilities: existing.responsibilities ?? null,
      ...raw,
    })
    const id = String(existing.id)
    return withTransaction(req, async () => {
      const items = await allOf(req, user!)
      const current = items.map((item) => String(item.id))
      const order = 'afterId' in raw ? placed(current, id, input.afterId) : current
      await req.payload.update({
        collection: COLLECTION,
        id,
        data: { ...fields(input), sortIndex: order.indexOf(id) },
        depth: 0,
        overrideAccess: false,
        user: user!,
        req,
      })
      await renumber(req, user!, items, order, id)
      return presentedItem(req, user!, id)
    })
  },
})

export const deleteWorkExperience = defineEndpoint({
  method: 'delete',
  path: '/talent/work-experiences/:id/',
  summary: 'Delete work experience (the others keep their order)',
  tag: TAG,
  access: TALENT_ONLY,
  status: 204,
  handler: async ({ req, user, params }) => {
    await deleteOwnRecord(req, user!, COLLECTION, params.id)
  },
})
