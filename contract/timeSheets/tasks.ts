import { z } from 'zod'

/**
 * Tasks (the spec's "GET /tasks/{id}/ (location header read)").
 */
export const TASK_KINDS = ['payroll-export', 'qb-export'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const taskFile = z.object({
  label: z.string(),
  /** /api/v1/files/{id}/: readable by who asked and the super admin. */
  url: z.string(),
  fileName: z.string(),
})
export type TaskFile = z.infer<typeof taskFile>

/** A task as GET /tasks/{id}/, the 202 of an export and GET /super_admin/tasks/ answer it. */
export const taskAnswer = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  label: z.string(),
  status: z.enum(TASK_STATUSES),
  /** 0-100. */
  progress: z.number(),
  /** The first file's URL when done, else null. */
  fileUrl: z.string().nullable(),
  files: z.array(taskFile),
  error: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Milliseconds from start to finish (or to now while running), null while queued. */
  durationMs: z.number().nullable(),
})
export type TaskAnswer = z.infer<typeof taskAnswer>
