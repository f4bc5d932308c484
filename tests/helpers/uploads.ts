import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ApiClient, ApiResponse } from './apiClient'

/**
 * Test files made on the spot (tiny valid PNG and PDF, hostile look-alikes) and a multipart body that
 * streams from generators, so a 50 MB or 51 MB upload is never built in memory by the test either.
 */

/** A valid 1×1 PNG. */
export const tinyPng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** A minimal valid PDF with one empty page. */
export function tinyPdf(title = 'Talentgrid test'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Title (${title}) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  )

/** A blob for FormData: `form.set('file', blob(tinyPng()), 'me.png')`. */
export const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type })

/** Every file under `dir` (recursively), as paths relative to it; [] when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full).map((inner) => path.join(name, inner)) : [name]
  })
}

export const uploadedFiles = (dataDir: string) => filesUnder(path.join(dataDir, 'uploads'))

/** `size` bytes: a PDF header, padding, and a PDF trailer, yielded in 1 MB chunks. */
export async function* paddedPdf(size: number): AsyncGenerator<Uint8Array> {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  const tail = Buffer.from('\ntrailer\n<< /Size 1 >>\n%%EOF\n', 'latin1')
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  yield head
  let left = size - head.length - tail.length
  while (left > 0) {
    const length = Math.min(left, chunk.length)
    yield chunk.subarray(0, length)
    left -= length
  }
  yield tail
}

export interface StreamedPart {
  name: string
  /** Text field value, or file content (bytes or a generator of chunks). */
  value: string | Uint8Array | AsyncIterable<Uint8Array>
  fileName?: string
  contentType?: string
}

async function* multipartStream(boundary: string, parts: StreamedPart[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    const disposition = part.fileName !== undefined ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`
    const type = part.fileName !== undefined ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`)
    if (typeof part.value === 'string') yield Buffer.from(part.value)
    else if (part.value instanceof Uint8Array) yield part.value
    else yield* part.value
    yield Buffer.from('\r\n')
  }
  yield Buffer.from(`--${boundary}--\r\n`)
}

/** Sends a multipart body streamed from `parts` with `client`'s session and CSRF token. */
export async function sendMultipart(client: ApiClient, method: string, urlPath: string, parts: StreamedPart[]): Promise<ApiResponse> {
  if (!client.cookie('csrftoken')) await client.get('/api/v1/csrf/')
  const boundary = `----talentgrid${Math.random().toString(16).slice(2)}`
  const cookies = ['csrftoken', 'talentgrid-token'].flatMap((name) => (client.cookie(name) ? [`${name}=${client.cookie(name)}`] : []))
  const response = await fetch(`${client.baseUrl}${urlPath}`, {
    method,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookies.join('; '),
      'x-csrftoken': client.cookie('csrftoken') ?? '',
    },
    body: multipartStream(boundary, parts) as unknown as BodyInit,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM type does not know it.
    duplex: 'half',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers }
}
