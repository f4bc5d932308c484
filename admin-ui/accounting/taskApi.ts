import type { TaskAnswer, TaskKind, TaskStatus } from '../../contract/timeSheets/tasks'
import { httpClient } from '../providers/httpClient'

export { durationText, errorText, isFinished, nextPollDelay } from './taskText'

/**
 * Console: the task calls of the /api/v1 contract: start a QuickBooks export, read one task (where the 202's
 * Location points), list every task.
 */
export const QB_EXPORT_PATH = '/api/v1/super_admin/qb_export/'
export const TASKS_PATH = '/api/v1/super_admin/tasks/'
const TASK_PATH = /^\/api\/v1\/tasks\/[^/?#]+\/$/

export const taskPath = (id: string) => `/api/v1/tasks/${encodeURIComponent(id)}/`

export interface TaskPage {
  count: number
  next: string | null
  previous: string | null
  results: TaskAnswer[]
}

/**
 * POST { period_start, organization_ids } -> 202 with `Location: /api/v1/tasks/{id}/`. The Location is
 * followed only when it is a task path of this server (never an address the answer could point elsewhere).
 */
export async function startQbExport(periodStart: string, organizationIds: string[]): Promise<{ task: TaskAnswer; location: string }> {
  const response = await httpClient(QB_EXPORT_PATH, {
    method: 'POST',
    body: JSON.stringify({ period_start: periodStart, organization_ids: organizationIds }),
  })
  const task = response.json as TaskAnswer
  const header = response.headers.get('Location') ?? ''
  const location = TASK_PATH.test(header) ? header : taskPath(task.id)
  return { task, location }
}

export async function readTask(location: string): Promise<TaskAnswer> {
  return (await httpClient(location)).json as TaskAnswer
}

export interface TaskListQuery {
  page: number
  pageSize: number
  kind?: TaskKind | ''
  status?: TaskStatus | ''
}

export async function listTasks(query: TaskListQuery): Promise<TaskPage> {
  const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize), ordering: '-created_at' })
  if (query.kind) params.set('kind', query.kind)
  if (query.status) params.set('status', query.status)
  return (await httpClient(`${TASKS_PATH}?${params}`)).json as TaskPage
}

