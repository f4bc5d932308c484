import { HttpError } from 'react-admin'
import type { SettingName } from '../../contract/featureFlags'
import { apiCall, type AnswerOf } from '../../portals/shared/client'
import { asHttpError } from '../providers/contractCall'

/**
 * What /internal reads and writes: the internal users, the platform
 * settings (GET /settings/, PATCH /super_admin/settings/{name}/) and the savings benchmarks. Failed
 * writes reject with react-admin's HttpError, whose body writeErrors reads.
 */
export type InternalUser = AnswerOf<'get', '/super_admin/internal-users/'>['results'][number]
export type SavingsBenchmark = AnswerOf<'get', '/super_admin/savings-benchmarks/'>['results'][number]

/** One page holds every benchmark (one per specialization) and every internal user the team has. */
const FIRST_100 = { params: { query: { page_size: 100 } } }

export const fetchInternalUsers = async () => (await asHttpError(apiCall('get', '/super_admin/internal-users/', FIRST_100))).results
export const fetchSettings = () => asHttpError(apiCall('get', '/settings/'))
export const fetchBenchmarks = async () => (await asHttpError(apiCall('get', '/super_admin/savings-benchmarks/', FIRST_100))).results

export const saveSetting = (name: SettingName, value: string) =>
  asHttpError(apiCall('patch', '/super_admin/settings/{id}/', { params: { path: { id: name } }, body: { value } }))
export const addBenchmark = (specializationId: string, rate: string) =>
  asHttpError(apiCall('post', '/super_admin/savings-benchmarks/', { body: { specializationId, rate } }))
export const changeBenchmarkRate = (id: string, rate: string) =>
  asHttpError(apiCall('patch', '/super_admin/savings-benchmarks/{id}/', { params: { path: { id } }, body: { rate } }))
export const deleteBenchmark = (id: string) => asHttpError(apiCall('delete', '/super_admin/savings-benchmarks/{id}/', { params: { path: { id } } }))

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
