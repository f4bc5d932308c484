import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload, type PayloadRequest, type TypedUser, type Where } from 'payload'
import { authUser, relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { TaskKind } from '../../contract/timeSheets/tasks'
import { HEARTBEAT_EVERY_MS, STALE_AFTER_MS, TASK_FAILED_MESSAGE, recoveryOf, staleBefore } from '../../domain/tasks/lifecycle'
import { deleteStoredFilesQuietly } from '../../storage/diskStore'
import type { Row } from '../../domain/shared/records'
import { withTransaction } from '../http'
import { storeTaskFiles, type TaskFileOutput } from './files'

/**
 * The task runner (docs/decisions/task-runner.md): an in-process loop, started in every process where RUN_JOBS is not
 * false, that runs one task at a time.
 *
 * - Claim: compare-and-set on the row. `payload.db.updateOne` with a `where` and `options.atomic` is one
 *   `UPDATE tasks SET … WHERE id = ? AND status = 'queued' RETURNING *` on the SQL adapters
 *   (@payloadcms/drizzle updateOne.js) and one findOneAndUpdate on MongoDB: whichever replica's UPDATE
 *   matches first gets the row back, every other gets null. Payload's job runner was not used: its
 *   `updateJobs` reads the jobs and then writes them by id (not a compare-and-set across replicas), and a
 *   killed run leaves its job `processing` for good.
 * - Heartbeat: every HEARTBEAT_EVERY_MS the runner writes heartbeatAt and progress, again as a
 *   compare-and-set on (status running, runner = this process): if it no longer matches (the task was
 *   recovered elsewhere), the run stops and stores nothing.
 * - Recovery: on start and then every STALE_AFTER_MS / 2, a running task whose heartbeat is older than
 *   STALE_AFTER_MS is queued again when it ran fewer than MAX_ATTEMPTS times, else failed with
 *   'Stopped when the server restarted.' (domain/tasks/lifecycle.ts), each by compare-and-set on the
 *   stale heartbeat.
 * - Finish: the files move into the store and their stored-files rows, the task's `done` and (for the
 *   QuickBooks run) the entries' export marks are written in one transaction; a failure rolls it back and
 *   deletes the stored bytes, and the task is failed with a message that names no internals.
 *
 * The runner's bookkeeping writes (claim, heartbeat, recovery) go to the adapter directly: they are the
 * server's own records (tasks are written by the server only, access/timeSheets.ts), need the atomic
 * `where`, and each runs in a short transaction of its own so SQLite's write queue orders them.
 * Heartbeats use the real time (a dead process is a fact of the real clock, not of CLOCK_NOW).
 */

export interface TaskDoc {
  id: string
  kind: TaskKind
  params: Record<string, unknown>
  requestedBy: string
  organization: string | null
  attempts: number
}

export interface TaskRun {
  task: TaskDoc
  /** Who asked, with their current rights: every read of the run is theirs (overrideAccess: false). */
  requester: AuthUser
  /** A request of the run (server-write context, no transaction). */
  req: PayloadRequest
  /** Steps done of the total: written with the next heartbeat. */
  progress(percent: number): void
  /** Throws when this process lost the task (recovered elsewhere) or is stopping. */
  assertStillMine(): void
}

export interface TaskOutput {
  files: TaskFileOutput[]
  /** Writes that belong with the result (the QuickBooks export marks), run in the finishing transaction. */
  inFinishingTransaction?: (req: PayloadRequest, taskId: string) => Promise<void>
}

export type TaskHandler = (run: TaskRun) => Promise<TaskOutput>

const POLL_EVERY_MS = 2_000

class TaskLost extends Error {
  constructor() {
    super('the task is no longer run by this process')
  }
}

const realNow = () => new Date()

export class TaskRunner {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private timer: NodeJS.Timeout | null = null
  private busy = false
  private stopping = false
  private lastRecovery = 0

  constructor(
    private readonly payload: Payload,
    private readonly handlers: Record<TaskKind, TaskHandler>,
    private readonly options: { staleAfterMs?: number; heartbeatEveryMs?: number } = {},
  ) {}

  start() {
    this.timer = setInterval(() => this.wake(), POLL_EVERY_MS)
    this.timer.unref()
    this.wake()
  }

  stop() {
    this.stopping = true
    if (this.timer) clearInterval(this.timer)
  }

  /** Look for work now (after a task was queued in this process, and on every poll). */
  wake() {
    if (this.busy || this.stopping) return
    this.busy = true
    void this.tick()
      .catch((error) => this.payload.logger.error({ err: error }, 'task runner tick failed'))
      .finally(() => {
        this.busy = false
      })
  }

  private get staleAfterMs() {
    return this.options.staleAfterMs ?? STALE_AFTER_MS
  }

  private async tick() {
    if (realNow().getTime() - this.lastRecovery >= this.staleAfterMs / 2) {
      this.lastRecovery = realNow().getTime()
      await this.recoverStaleTasks()
    }
    // Run queued tasks one after another until none is left.
    for (;;) {
      if (this.stopping) return
      const task = await this.claimNext()
      if (!task) return
      await this.run(task)
    }
  }

  /** A short transaction of its own for one bookkeeping write (SQLite's writers take turns). */
  private async write<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
    const req = await createLocalReq({ context: { ...serverWriteContext } }, this.payload)
    return withTransaction(req, () => work(req))
  }

  private async compareAndSet(req: PayloadRequest, where: Where, data: Record<string, unknown>) {
    // Cast: Payload declares the adapter's answer as an untyped document; it is the task row as updated, or
    // null when `where` matched none.
    const updated = (await this.payload.db.updateOne({
      collection: 'tasks',
      where,
      data: { ...data, updatedAt: realNow().toISOString() },
      options: { atomic: true },
      req,
    })) as unknown as Row<'tasks'> | null
    return updated ?? null
  }

  async recoverStaleTasks() {
    const before = staleBefore(realNow().getTime(), this.staleAfterMs)
    const { docs } = await this.payload.find({
      collection: 'tasks',
      where: { and: [{ status: { equals: 'running' } }, { heartbeatAt: { less_than: before.toISOString() } }] },
      select: { attempts: true, heartbeatAt: true },
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const recovery = recoveryOf(doc.attempts ?? 0)
      const data =
        recovery.status === 'queued'
          ? { status: 'queued', runner: null, progress: 0 }
          : { status: 'failed', error: recovery.error, finishedAt: realNow().toISOString() }
      const changed = await this.write((req) =>
        this.compareAndSet(req, { and: [{ id: { equals: doc.id } }, { status: { equals: 'running' } }, { heartbeatAt: { less_than: before.toISOString() } }] }, data),
      )
      if (changed) this.payload.logger.warn({ task: doc.id, to: recovery.status }, 'recovered a task left running by a stopped process')
    }
  }

  private async claimNext(): Promise<TaskDoc | null> {
    const { docs } = await this.payload.find({
      collection: 'tasks',
      where: { status: { equals: 'queued' } },
      select: { attempts: true },
      sort: 'createdAt',
      depth: 0,
      limit: 5,
      pagination: false,
      overrideAccess: true,
    })
    for (const candidate of docs) {
      const at = realNow().toISOString()
      const claimed = await this.write((req) =>
        this.compareAndSet(
          req,
          { and: [{ id: { equals: candidate.id } }, { status: { equals: 'queued' } }] },
          { status: 'running', runner: this.id, heartbeatAt: at, startedAt: at, progress: 0, attempts: (candidate.attempts ?? 0) + 1 },
        ),
      )
      if (claimed) {
        return {
          id: String(claimed.id),
          kind: claimed.kind as TaskKind,
          params: (claimed.params as Record<string, unknown>) ?? {},
          requestedBy: relationId(claimed.requestedBy) ?? '',
          organization: relationId(claimed.organization),
          attempts: Number(claimed.attempts ?? 1),
        }
      }
    }
    return null
  }

  private mine(taskId: string): Where {
    return { and: [{ id: { equals: taskId } }, { status: { equals: 'running' } }, { runner: { equals: this.id } }] }
  }

  private async run(task: TaskDoc) {
    let progress = 0
    let lost = false
    const beat = async () => {
      const alive = await this.write((req) => this.compareAndSet(req, this.mine(task.id), { heartbeatAt: realNow().toISOString(), progress }))
      if (!alive) lost = true
    }
    const heartbeat = setInterval(() => void beat().catch((error) => this.payload.logger.warn({ err: error, task: task.id }, 'task heartbeat failed')), this.options.heartbeatEveryMs ?? HEARTBEAT_EVERY_MS)
    heartbeat.unref()
    let output: TaskOutput | null = null
    try {
      const account = await this.requesterOf(task)
      const req = await createLocalReq({ user: account, context: { ...serverWriteContext } }, this.payload)
      const requester = authUser(req)!
      const handler = this.handlers[task.kind]
      if (!handler) throw new Error(`no handler for task kind ${task.kind}`)
      output = await handler({
        task,
        requester,
        req,
        progress: (percent) => {
          progress = percent
        },
        assertStillMine: () => {
          if (lost || this.stopping) throw new TaskLost()
        },
      })
      clearInterval(heartbeat)
      if (lost || this.stopping) throw new TaskLost()
      await this.finish(task, account, requester, output)
    } catch (error) {
      clearInterval(heartbeat)
      for (const file of output?.files ?? []) await file.discard()
      // A run stopped by a shutdown stays `running`: the next start recovers it (re-queued once).
      if (error instanceof TaskLost || this.stopping) return
      this.payload.logger.error({ err: error, task: task.id }, 'task failed')
      await this.write((req) => this.compareAndSet(req, this.mine(task.id), { status: 'failed', error: TASK_FAILED_MESSAGE, finishedAt: realNow().toISOString() })).catch(
        (failure) => this.payload.logger.error({ err: failure, task: task.id }, 'could not mark the task failed'),
      )
    }
  }

  private async requesterOf(task: TaskDoc): Promise<TypedUser> {
    // The runner acts as who asked; the task names them, so this lookup is the server's own (trusted).
    const user = await this.payload.findByID({ collection: 'users', id: task.requestedBy, depth: 0, overrideAccess: true, disableErrors: true })
    if (!user) throw new Error('the requester no longer exists')
    return { ...user, collection: 'users' }
  }

  private async finish(task: TaskDoc, account: TypedUser, requester: AuthUser, output: TaskOutput) {
    const req = await createLocalReq({ user: account, context: { ...serverWriteContext } }, this.payload)
    const storedKeys: string[] = []
    try {
      await withTransaction(req, async () => {
        // First: still ours? (In PostgreSQL this also locks the row until the commit.)
        const ours = await this.compareAndSet(req, this.mine(task.id), { status: 'done', progress: 100, finishedAt: realNow().toISOString(), heartbeatAt: realNow().toISOString() })
        if (!ours) throw new TaskLost()
        const files = await storeTaskFiles(req, requester, task, output.files, storedKeys)
        await output.inFinishingTransaction?.(req, task.id)
        await req.payload.update({
          collection: 'tasks',
          id: task.id,
          data: { files: files.map((file) => ({ label: file.label, file: file.id })) },
          depth: 0,
          overrideAccess: false,
          user: requester,
          req,
          context: { ...serverWriteContext },
        })
      })
    } catch (error) {
      await deleteStoredFilesQuietly(storedKeys)
      throw error
    }
  }
}

let current: TaskRunner | null = null

/** Starts this process's runner (server/app.ts, unless RUN_JOBS=false). */
export function startTaskRunner(payload: Payload, handlers: Record<TaskKind, TaskHandler>, options?: { staleAfterMs?: number }) {
  current?.stop()
  current = new TaskRunner(payload, handlers, options)
  current.start()
  // On shutdown the runner takes no more work; a run in progress is left to the next start's recovery.
  process.once('SIGTERM', stopTaskRunner)
  process.once('SIGINT', stopTaskRunner)
  return current
}

/** Stops taking work (shutdown): a run in progress stops at its next step and stays for recovery. */
export const stopTaskRunner = () => current?.stop()

/** A task was queued in this process: start it now rather than at the next poll. */
export const wakeTaskRunner = () => current?.wake()
