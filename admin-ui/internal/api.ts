import { HttpError } from 'react-admin'
import type { InternalUser, SavingsBenchmark } from '../../contract/dashboards'
import type { SettingName } from '../../contract/featureFlags'
import { httpClient } from '../providers/httpClient'

/**
 * What /internal reads and writes: the internal users, the platform
 * settings (GET /settings/, PATCH /super_admin/settings/{name}/) and the savings benchmarks.
 */
export const INTERNAL_USERS_PATH = '/api/v1/super_admin/internal-users/?page_size=100'
export const SETTINGS_PATH = '/api/v1/settings/'
export const settingPath = (name: SettingName) => `/api/v1/super_admin/settings/${name}/`
export const BENCHMARKS_PATH = '/api/v1/super_admin/savings-benchmarks/'
export const benchmarkPath = (id: string) => `${BENCHMARKS_PATH}${id}/`
/** One page holds every benchmark (one per specialization) and every internal user the team has. */
const FIRST_100 = '?page_size=100'

/** A list answer: a bare array or a page `{ results }`. */
const rows = <T>(json: unknown): T[] => (Array.isArray(json) ? json : ((json as { results?: T[] } | null)?.results ?? [])) as T[]

export const getJson = async (path: string) => (await httpClient(path)).json as unknown
export const fetchInternalUsers = async () => rows<InternalUser>(await getJson(INTERNAL_USERS_PATH))
export const fetchSettings = async () => rows<{ name: SettingName; value: string }>(await getJson(SETTINGS_PATH))
export const fetchBenchmarks = async () => rows<SavingsBenchmark>(await getJson(`${BENCHMARKS_PATH}${FIRST_100}`))

export const send = async (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
  (await httpClient(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as unknown

/** The contract's `{ errors: { field: [messages] } }` of a failed write as one message per field, plus the rest. */
export function writeErrors(error: unknown): { fields: Record<string, string>; other: string } {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string | string[]> } | null) : null
  const fields: Record<string, string> = {}
  const other: string[] = []
  for (const [field, message] of Object.entries(body?.errors ?? {})) {
    const text = Array.isArray(message) ? message.join(' ') : String(message)
    if (field === 'nonFieldErrors' || field === 'detail') other.push(text)
    else fields[field] = text
  }
  if (!body?.errors) other.push(error instanceof Error ? error.message : 'Something went wrong.')
  return { fields, other: other.join(' ') }
}
