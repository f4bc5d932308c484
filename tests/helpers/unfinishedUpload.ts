import http from 'node:http'
import type { ApiClient } from './apiClient'

/**
 * A multipart upload that is never finished: the text fields, then a file part of `fileBytes` bytes
 * (`head` first, zero padding after), without the file part's end, the closing boundary or the end of
 * the chunked body. A server that reads to the end before answering never answers it; one that stops
 * reading at its limit answers while the body is still open. Resolves with that answer; the request is
 * then cut. Chunked, so no Content-Length lets the server refuse before reading.
 */
export async function unfinishedUpload(
  client: ApiClient,
  urlPath: string,
  options: { fields?: Record<string, string>; fileField: string; fileName: string; head: Buffer; fileBytes: number },
): Promise<{ status: number; body: unknown }> {
  if (!client.cookie('csrftoken')) await client.get('/api/v1/csrf/')
  const boundary = `----talentgrid${Math.random().toString(16).slice(2)}`
  const cookies = ['csrftoken', 'talentgrid-token'].flatMap((name) => (client.cookie(name) ? [`${name}=${client.cookie(name)}`] : []))
  return new Promise((resolve, reject) => {
    const request = http.request(`${client.baseUrl}${urlPath}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        cookie: cookies.join('; '),
        'x-csrftoken': client.cookie('csrftoken') ?? '',
      },
    })
    let answered = false
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        request.destroy()
        const text = Buffer.concat(chunks).toString('utf8')
        let body: unknown = text
        try {
          body = JSON.parse(text)
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body })
      })
    })
    // Once the server stops reading, a later write may fail (the connection is closed); only an error
    // before any answer is a failure.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    for (const [name, value] of Object.entries(options.fields ?? {}))
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField}"; filename="${options.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    )
    request.write(options.head)
    const chunk = Buffer.alloc(1024 * 1024)
    for (let written = options.head.length; written < options.fileBytes; written += chunk.length)
      request.write(chunk.subarray(0, Math.min(chunk.length, options.fileBytes - written)))
    // Deliberately no request.end(): the body stays open.
  })
}
