import type { TaskKind, TaskStatus } from '../../contract/timeSheets/tasks'
import { apiCall, apiQueryKey } from '../../portals/shared/client'
import { asHttpError } from '../providers/contractCall'

export { durationText, errorText, isFinished, nextPollDelay } from './taskText'

/**
 * Console: the task calls of the /api/v1 contract: start a QuickBooks export, read one task, list every
 * task. Errors come as react-admin's HttpError, whose body taskText.errorText reads.
 */

/** The key prefix of every page of the task list: what a new or finished task refreshes. */
export const TASKS_KEY = apiQueryKey('/super_admin/tasks/')

/** POST { periodStart, organizationIds } -> 202 and the queued task (its Location is /tasks/{id}/, read by id). */
export function startQbExport(periodStart: string, organizationIds: string[]) {
  return asHttpError(apiCall('post', '/super_admin/qb_export/', { body: { periodStart, organizationIds } }))
}

export function readTask(id: string) {
  return asHttpError(apiCall('get', '/tasks/{id}/', { params: { path: { id } } }))
}

export interface TaskListQuery {
  page: number
  pageSize: number
  kind?: TaskKind | ''
  status?: TaskStatus | ''
}

export function listTasks(query: TaskListQuery) {
  return asHttpError(
    apiCall('get', '/super_admin/tasks/', {
      params: {
        query: { page: query.page, page_size: query.pageSize, ordering: '-created_at', kind: query.kind || undefined, status: query.status || undefined },
      },
    }),
  )
}
