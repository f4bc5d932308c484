import type { CollectionConfig, Config, Endpoint, Plugin } from 'payload'

/** A Payload task as `jobs.tasks` takes it. */
export type CapabilityTask = NonNullable<NonNullable<Config['jobs']>['tasks']>[number]

/**
 * A job the scheduler queues on its own, as the console's Background jobs page lists it
 * (endpoints/jobs/backgroundJobs.ts reads the list from `config.custom.scheduledJobs`).
 */
export interface ScheduledJob {
  /** The task's slug (one of the plugin's `tasks`). */
  task: string
  label: string
  queue: string
  cron: string
  /** The contract path that runs the job at once (POST). */
  runNowPath: string
}

/** What a capability brings to the config; everything but the name is optional. */
export interface Capability<Options extends object = Record<string, never>> {
  name: string
  collections?: CollectionConfig[]
  /**
   * Root endpoints, in the order the contract router tries them (the first path that matches wins:
   * `<prefix>thing/<word>/` before `<prefix>thing/:id/`, tests/unit/plugins.test.ts holds it).
   */
  endpoints?: Endpoint[]
  tasks?: CapabilityTask[]
  schedules?: ScheduledJob[]
  /** The capability's settings, published as `config.custom[name]` for the code that applies them. */
  options?: Options
}

/** Who contributed what, in `config.custom.capabilities` (read by tests/unit/plugins.test.ts). */
export interface CapabilityRecord {
  name: string
  collections: string[]
  endpoints: string[]
  tasks: string[]
}

export interface CapabilityCustom {
  capabilities?: CapabilityRecord[]
  scheduledJobs?: ScheduledJob[]
}

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`

/**
 * A Payload plugin (config in, config out) for one capability: appends its collections, endpoints,
 * tasks and schedules to whatever the config already holds, and records what it added. A schedule's
 * cron runs its queue through `jobs.autoRun` once per (cron, queue): two jobs sharing both (engagement
 * dates and time-sheet reminders) share one entry.
 */
export function capabilityPlugin<Options extends object = Record<string, never>>(capability: Capability<Options>): Plugin {
  const plugin: Plugin = (incoming) => {
    const collections = capability.collections ?? []
    const endpoints = capability.endpoints ?? []
    const tasks = capability.tasks ?? []
    const schedules = capability.schedules ?? []
    const custom = (incoming.custom ?? {}) as Record<string, unknown> & CapabilityCustom
    const jobs = incoming.jobs ?? {}
    const autoRun = Array.isArray(jobs.autoRun) ? [...jobs.autoRun] : []
    for (const { cron, queue } of schedules) {
      if (!autoRun.some((entry) => entry.cron === cron && entry.queue === queue)) autoRun.push({ cron, queue })
    }
    const record: CapabilityRecord = {
      name: capability.name,
      collections: collections.map((collection) => collection.slug),
      endpoints: endpoints.map(endpointKey),
      tasks: tasks.map((task) => task.slug),
    }
    return {
      ...incoming,
      collections: [...(incoming.collections ?? []), ...collections],
      endpoints: [...(incoming.endpoints ?? []), ...endpoints],
      jobs: { ...jobs, tasks: [...(jobs.tasks ?? []), ...tasks], autoRun },
      custom: {
        ...custom,
        ...(capability.options ? { [capability.name]: capability.options } : {}),
        capabilities: [...(custom.capabilities ?? []), record],
        scheduledJobs: [...(custom.scheduledJobs ?? []), ...schedules],
      },
    }
  }
  plugin.slug = capability.name
  if (capability.options) plugin.options = capability.options as Record<string, unknown>
  return plugin
}

/** A schedule from a task and its run-now path: the label is the task's own. */
export function scheduleOf(task: CapabilityTask, queue: string, cron: string, runNowPath: string): ScheduledJob {
  return { task: task.slug, label: typeof task.label === 'string' ? task.label : task.slug, queue, cron, runNowPath }
}
