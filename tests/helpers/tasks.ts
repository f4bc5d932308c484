import type { ApiClient } from './apiClient'

/**
 * Tasks: follow a task to its end and download its files (tests/api/tasks.test.ts, exports.test.ts,
 * and the benchmark).
 */

/** Polls a task (GET /api/v1/tasks/{id}/) until it is done or failed; throws after the deadline. */
export async function settledTask(client: ApiClient, location: string, deadlineMs = 60_000): Promise<any> {
  const until = Date.now() + deadlineMs
  for (;;) {
    const answer = await client.get(location)
    if (answer.status !== 200) throw new Error(`GET ${location}: ${answer.status} ${JSON.stringify(answer.body)}`)
    if (answer.body.status === 'done' || answer.body.status === 'failed') return answer.body
    if (Date.now() > until) throw new Error(`task still ${answer.body.status} after ${deadlineMs} ms: ${JSON.stringify(answer.body)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The bytes of a stored file (GET /api/v1/files/{id}/) with `client`'s session. */
export async function download(client: ApiClient, url: string) {
  const cookies = ['csrftoken', 'talentgrid-token'].flatMap((name) => (client.cookie(name) ? [`${name}=${client.cookie(name)}`] : []))
  const response = await fetch(`${client.baseUrl}${url}`, { headers: { cookie: cookies.join('; ') } })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
