import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { taskListFilters } from '../../contract/timeSheets/exportInput'
import { taskAnswer, type TaskAnswer } from '../../contract/timeSheets/tasks'
import { fullName } from '../../contract/talentList'
import { presentTask } from '../../domain/tasks/present'
import type { Row } from '../../domain/shared/records'
import { HttpError, asUser, defineEndpoint, looksLikeId } from '../http'
import { pageOf } from '../talent/records'
import { pageQuery, toPage, toSort } from '../pagination'

/**
 * GET /tasks/{id}/ (the Location of a 202) for who asked and the super admin (404 for
 * everyone else, as for an id that does not exist: access/timeSheets.ts readTasks), and
 * GET /super_admin/tasks/, the page /background-jobs lists.
 */
const TAG = 'Tasks'
const ORDERING = ['createdAt', 'status', 'kind', 'startedAt', 'finishedAt', 'progress']

/** The answers of task rows the caller read with their own access (a fixed number of queries per page). */
export async function presentTasks(req: PayloadRequest, user: AuthUser, docs: Row<'tasks'>[]): Promise<TaskAnswer[]> {
  const ids = (values: unknown[]) => [...new Set(values.map(relationId).filter((id): id is string => Boolean(id)))]
  const fileIds = ids(docs.flatMap((doc) => (Array.isArray(doc.files) ? doc.files.map((item) => item.file) : [])))
  const userIds = ids(docs.map((doc) => doc.requestedBy))
  const organizationIds = ids(docs.map((doc) => doc.organization))
  // Names of exactly the requester and organization a task the caller may read names (a task is read by
  // who asked and the super admin); the files with the caller's own access (they are readable with the task).
  const [people, organizations, files] = await Promise.all([
    userIds.length ? req.payload.find({ collection: 'users', where: { id: { in: userIds } }, select: { firstName: true, lastName: true }, depth: 0, pagination: false, overrideAccess: true, req }) : { docs: [] },
    organizationIds.length ? req.payload.find({ collection: 'organizations', where: { id: { in: organizationIds } }, select: { name: true }, depth: 0, pagination: false, overrideAccess: true, req }) : { docs: [] },
    fileIds.length ? req.payload.find({ collection: 'stored-files', where: { id: { in: fileIds } }, select: { originalFileName: true }, pagination: false, joins: false, ...asUser(req, user) }) : { docs: [] },
  ])
  const personName = new Map(people.docs.map((doc) => [String(doc.id), fullName(doc)]))
  const organizationName = new Map(organizations.docs.map((doc) => [String(doc.id), String(doc.name ?? '')]))
  const fileNames = new Map(files.docs.map((doc) => [String(doc.id), String(doc.originalFileName ?? '')]))
  // A running task's duration is bookkeeping against its real start (tests/unit/clockDiscipline.test.ts).
  const nowMs = Date.now()
  return docs.map((doc) => {
    const requester = relationId(doc.requestedBy)
    const organization = relationId(doc.organization)
    return presentTask(
      doc,
      {
        requestedBy: requester ? { id: requester, name: personName.get(requester) ?? '' } : null,
        organizationName: organization ? (organizationName.get(organization) ?? null) : null,
        fileNames,
      },
      nowMs,
    )
  })
}

export async function loadTaskAnswer(req: PayloadRequest, user: AuthUser, id: string): Promise<TaskAnswer> {
  if (!looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({ collection: 'tasks', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  if (!docs.length) throw HttpError.notFound()
  return (await presentTasks(req, user, docs))[0]!
}

export const getTask = defineEndpoint({
  method: 'get',
  path: '/tasks/:id/',
  summary: 'A long-running task (an export): status, progress 0-100 and, when done, its files; who asked and the super admin',
  tag: TAG,
  access: 'signedIn',
  response: taskAnswer,
  handler: async ({ req, user, params }) => loadTaskAnswer(req, user!, params.id ?? ''),
})

export const superAdminTasks = defineEndpoint({
  method: 'get',
  path: '/super_admin/tasks/',
  summary: 'Every task (exports) for /background-jobs: newest first by default; filters status and kind',
  tag: TAG,
  access: ['super_admin'],
  query: pageQuery.extend(taskListFilters.shape),
  response: pageOf(taskAnswer),
  handler: async ({ req, user, query }) => {
    const and: Where[] = [
      ...(query.status ? [{ status: { equals: query.status } }] : []),
      ...(query.kind ? [{ kind: { equals: query.kind } }] : []),
    ]
    const result = await req.payload.find({
      collection: 'tasks',
      where: and.length ? { and } : {},
      sort: [...toSort(query.ordering, ORDERING, '-createdAt'), '-id'],
      limit: query.pageSize,
      page: query.page,
      ...asUser(req, user!),
    })
    return toPage(req, query, result.totalDocs, await presentTasks(req, user!, result.docs))
  },
})

export const taskEndpoints = [superAdminTasks, getTask]
