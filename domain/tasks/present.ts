import type { TaskAnswer, TaskFile, TaskKind, TaskStatus } from '../../contract/timeSheets/tasks'
import { iso } from '../shared/values'

/**
 * The TaskAnswer (contract/timeSheets/tasks.ts) of a task row, given the names the endpoint looked up.
 * Pure: `nowMs` (the real time: a duration is bookkeeping, not a business rule) times a running task.
 */
export interface TaskNames {
  requestedBy: { id: string; name: string } | null
  organizationName: string | null
  /** Stored file id -> its file name. */
  fileNames: Map<string, string>
}

/** The fields of a task the answer reads: a stored row, or any object with them (the unit tests' tasks). */
export interface TaskFields {
  id: string
  kind?: unknown
  label?: unknown
  status?: unknown
  progress?: unknown
  files?: unknown
  error?: unknown
  createdAt?: unknown
  startedAt?: unknown
  finishedAt?: unknown
}

type FileItem = { label?: unknown; file?: unknown }

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}/`
export const taskUrl = (taskId: string) => `/api/v1/tasks/${taskId}/`

export function presentTask(doc: TaskFields, names: TaskNames, nowMs: number): TaskAnswer {
  const status = doc.status as TaskStatus
  const files: TaskFile[] = (Array.isArray(doc.files) ? (doc.files as FileItem[]) : []).flatMap((item) => {
    const id = idOf(item.file)
    return id ? [{ label: typeof item.label === 'string' ? item.label : '', url: fileUrl(id), fileName: names.fileNames.get(id) ?? '' }] : []
  })
  const startedAt = iso(doc.startedAt)
  const finishedAt = iso(doc.finishedAt)
  const end = finishedAt ? Date.parse(finishedAt) : nowMs
  return {
    id: String(doc.id),
    kind: doc.kind as TaskKind,
    label: typeof doc.label === 'string' ? doc.label : '',
    status,
    progress: status === 'done' ? 100 : typeof doc.progress === 'number' ? doc.progress : 0,
    fileUrl: status === 'done' ? (files[0]?.url ?? null) : null,
    files: status === 'done' ? files : [],
    error: typeof doc.error === 'string' && doc.error ? doc.error : null,
    requestedBy: names.requestedBy,
    organizationName: names.organizationName,
    createdAt: iso(doc.createdAt) ?? '',
    startedAt,
    finishedAt,
    durationMs: startedAt && status !== 'queued' ? Math.max(0, end - Date.parse(startedAt)) : null,
  }
}
