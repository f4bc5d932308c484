import { externalLink, externalLinkInput } from '../../contract/talentProfile'
import { EXTERNAL_LINK_SELECT, ownedBy, presentExternalLink } from '../../domain/profile/sections'
import { defineEndpoint, readBody, validateBody } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { TAG, TALENT_ONLY, deleteOwnRecord, ownRecord, pageOf } from './records'

/** The signed-in talent's external links. */
const COLLECTION = 'external-links'
const ORDERING = ['createdAt', 'description', 'link']

export const listExternalLinks = defineEndpoint({
  method: 'get',
  path: '/talent/external-links/',
  summary: 'The signed-in talent’s external links (page; oldest first unless ordering says otherwise)',
  tag: TAG,
  access: TALENT_ONLY,
  query: pageQuery,
  response: pageOf(externalLink),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: COLLECTION,
      where: ownedBy(user!.id),
      sort: toSort(query.ordering, ORDERING, 'createdAt'),
      page: query.page,
      limit: query.pageSize,
      select: EXTERNAL_LINK_SELECT,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return toPage(req, query, found.totalDocs, found.docs.map(presentExternalLink))
  },
})

export const createExternalLink = defineEndpoint({
  method: 'post',
  path: '/talent/external-links/',
  summary: 'Add an external link: link (http or https URL) and description (at most 150), both required',
  tag: TAG,
  access: TALENT_ONLY,
  body: externalLinkInput,
  status: 201,
  response: externalLink,
  handler: async ({ req, user, body }) => {
    const created = await req.payload.create({ collection: COLLECTION, data: { ...body, talent: user!.id }, depth: 0, overrideAccess: false, user: user!, req })
    return presentExternalLink(created)
  },
})

export const updateExternalLink = defineEndpoint({
  method: 'patch',
  path: '/talent/external-links/:id/',
  summary: 'Change an external link; fields not sent keep their value, the result must pass the same rules',
  tag: TAG,
  access: TALENT_ONLY,
  // Read in the handler, after the record is found to be the caller's (404 first), merged over it.
  documentedBody: externalLinkInput.partial(),
  response: externalLink,
  handler: async ({ req, user, params }) => {
    const existing = await ownRecord(req, user!, COLLECTION, params.id)
    const data = validateBody(externalLinkInput, { link: existing.link, description: existing.description, ...(await readBody(req)) })
    const updated = await req.payload.update({ collection: COLLECTION, id: existing.id, data, depth: 0, overrideAccess: false, user: user!, req })
    return presentExternalLink(updated)
  },
})

export const deleteExternalLink = defineEndpoint({
  method: 'delete',
  path: '/talent/external-links/:id/',
  summary: 'Delete an external link',
  tag: TAG,
  access: TALENT_ONLY,
  status: 204,
  handler: async ({ req, user, params }) => {
    await deleteOwnRecord(req, user!, COLLECTION, params.id)
  },
})
