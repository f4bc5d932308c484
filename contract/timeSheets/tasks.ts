/**
 * Tasks (the spec's "GET /tasks/{id}/ (location header read)").
 */
export const TASK_KINDS = ['payroll-export', 'qb-export'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export interface TaskFile {
  label: string
  /** /api/v1/files/{id}/: readable by who asked and the super admin. */
  url: string
  fileName: string
}

export interface TaskAnswer {
  id: string
  kind: TaskKind
  label: string
  status: TaskStatus
  /** 0-100. */
  progress: number
  /** The first file's URL when done, else null. */
  fileUrl: string | null
  files: TaskFile[]
  error: string | null
  requestedBy: { id: string; name: string } | null
  organizationName: string | null
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
  /** Milliseconds from start to finish (or to now while running), null while queued. */
  durationMs: number | null
}
