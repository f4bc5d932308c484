import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import type { PayloadRequest } from 'payload'
import { snakeToCamel } from '../contract/casing'
import type { FieldErrors } from '../contract/errors'
import { hasControlCharacters } from '../contract/fields'
import { messages } from '../contract/messages'
import { profileMessages } from '../contract/talentProfile'
import { createTempFile, deleteTempFile } from './diskStore'
import { UPLOAD_RULES, extensionOf, isAllowedExtension, safeFileName, verifiedContentType, type UploadKind } from './fileTypes'

/**
 * Reads a multipart (or urlencoded) request body as it arrives: text fields into memory (small, with
 * limits), file parts straight to temporary files under DATA_DIR/uploads/tmp with busboy's byte limit
 * enforced while streaming, so a 50 MB document is never held in memory and a larger one stops being
 * read at the limit: the rest of the body is left unread (never destroyed, which would reset the
 * connection before the refusal is sent) and server/unreadBody.ts drains or closes it after the answer,
 * so a client on a slow link learns at the limit, not after sending everything. Then every file is checked: extension on the list for its kind, content (magic
 * bytes) matching the extension. Any rejection deletes every temporary file of the request before it
 * throws, so a rejected upload leaves nothing on disk; the caller commits or discards the files of an
 * accepted one (ReceivedUpload.discard).
 */
export interface ReceivedFile {
  /** The error key the caller gave this part ('file', 'backgroundCheck.file'). */
  key: string
  /** The client's name reduced to a safe base name. */
  originalFileName: string
  extension: string
  /** The type the bytes were recognised as (never the one the client declared). */
  mimeType: string
  size: number
  tmpPath: string
}

export interface ReceivedUpload {
  /** Text fields by name, camelCased ('background_check[begin_date]' -> 'backgroundCheck[beginDate]'). */
  fields: Record<string, string>
  files: ReceivedFile[]
  /** Deletes the temporary files that were not committed. */
  discard(): Promise<void>
}

export interface ReceiveOptions {
  kind: UploadKind
  /** The error key for a file part (by its camelCased name), or null to ignore the part unread. */
  fileKey: (name: string) => string | null
  /** Most file parts one request may carry. */
  maxFiles?: number
}

/** A refused upload, in the contract's error shape; the endpoints turn it into their HttpError. */
export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
  ) {
    super(Object.values(errors).flat().join(', '))
  }
}

const MAX_FIELDS = 100
const MAX_FIELD_BYTES = 64 * 1024

/** camelCase for every segment of a bracketed name: 'background_check[begin_date]'. */
const camelName = (name: string) => snakeToCamel(name)

export async function receiveUpload(req: PayloadRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  const rule = UPLOAD_RULES[options.kind]
  const contentType = req.headers.get('content-type') ?? ''
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const tmpPaths = new Set<string>()
  const discard = async () => {
    const paths = [...tmpPaths]
    tmpPaths.clear()
    await Promise.all(paths.map((tmpPath) => deleteTempFile(tmpPath).catch(() => undefined)))
  }
  if (!req.body) return { fields, files, discard }
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new UploadRejected(415, { nonFieldErrors: [messages.sendAsMultipart] })
  }

  const errors: FieldErrors = {}
  const addError = (key: string, message: string) => {
    const list = (errors[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  let tooManyParts = false
  /** A part without a name: the body is malformed (400), never read as if the part were not there. */
  let unnamedPart = false
  const writes: Promise<void>[] = []
  const seenKeys = new Set<string>()

  const source = Readable.fromWeb(req.body as unknown as NodeReadableStream)
  /** Set once the body is being read: stops reading it (a file passed its limit). */
  let stopReading = () => {}
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // File names in UTF-8 (busboy's default is latin1).
      defParamCharset: 'utf8',
      limits: {
        // busboy reports the limit when a file reaches it; one byte more lets a file of exactly the limit through.
        fileSize: rule.maxBytes + 1,
        files: options.maxFiles ?? 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: (options.maxFiles ?? 1) + MAX_FIELDS,
      },
    })
  } catch {
    throw new UploadRejected(400, { nonFieldErrors: [messages.malformedForm] })
  }

  // A part without a name (or with an empty one) names no field: skipped. Event handlers must never
  // throw: an exception here escapes busboy's stream and stops the process.
  parser.on('field', (name, value, info) => {
    if (!name) unnamedPart = true
    else if (info.nameTruncated || info.valueTruncated) tooManyParts = true
    else if (hasControlCharacters(value, 'multi')) addError(camelName(name), messages.controlCharacters)
    else fields[camelName(name)] = value
  })
  parser.on('file', (name, stream, info) => {
    if (!name) {
      unnamedPart = true
      return void stream.resume()
    }
    const key = options.fileKey(camelName(name))
    const originalFileName = safeFileName(info.filename)
    // A part without a name is the browser's "no file chosen"; a part nobody asked for is skipped; a
    // second file for the same key is not taken either.
    if (!key || !info.filename || seenKeys.has(key)) return void stream.resume()
    seenKeys.add(key)
    const extension = extensionOf(originalFileName)
    if (!originalFileName || !isAllowedExtension(options.kind, extension)) {
      addError(key, profileMessages.unsupportedFormat)
      return void stream.resume()
    }
    writes.push(
      (async () => {
        let truncated = false
        stream.on('limit', () => {
          truncated = true
          stopReading()
          // The part's end is in the unread rest, so busboy may never end this stream: end it here, after
          // busboy's own write (a second end is ignored). Not destroy(): a stream busboy already ended but
          // not yet drained counts as finished to pipeline(), which would then wait on the file for ever.
          setImmediate(() => stream.push(null))
        })
        const { tmpPath, stream: out } = await createTempFile()
        tmpPaths.add(tmpPath)
        try {
          await pipeline(stream, out)
        } catch {
          addError(key, truncated ? profileMessages.fileTooLarge(rule.maxMb) : messages.somethingWentWrong)
          return
        }
        if (truncated) addError(key, profileMessages.fileTooLarge(rule.maxMb))
        else files.push({ key, originalFileName, extension, mimeType: '', size: out.bytesWritten, tmpPath })
      })().catch(() => {
        addError(key, messages.somethingWentWrong)
        stream.resume()
      }),
    )
  })
  parser.on('filesLimit', () => {
    tooManyParts = true
  })
  parser.on('fieldsLimit', () => {
    tooManyParts = true
  })
  parser.on('partsLimit', () => {
    tooManyParts = true
  })

  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false
      const settle = (error?: unknown) => {
        if (settled) return
        settled = true
        if (error) reject(error)
        else resolve()
      }
      stopReading = () => {
        // Stop pulling the body; the request itself stays open so the refusal can still be answered.
        source.unpipe(parser)
        source.pause()
        settle()
      }
      source.on('error', settle)
      parser.on('error', settle)
      parser.once('close', () => settle())
      source.pipe(parser)
    })
    await Promise.all(writes)
  } catch {
    await Promise.allSettled(writes)
    await discard()
    throw new UploadRejected(400, { nonFieldErrors: ['The upload was interrupted or is not valid multipart/form-data.'] })
  }

  if (unnamedPart) {
    await discard()
    throw new UploadRejected(400, { nonFieldErrors: [messages.malformedForm] })
  }
  if (tooManyParts) {
    await discard()
    throw new UploadRejected(413, { nonFieldErrors: [messages.payloadTooLarge] })
  }
  if (!Object.keys(errors).length) {
    for (const file of files) {
      const mimeType = await verifiedContentType(file.tmpPath, file.extension)
      if (mimeType) file.mimeType = mimeType
      else addError(file.key, profileMessages.unsupportedFormat)
    }
  }
  if (Object.keys(errors).length) {
    await discard()
    throw new UploadRejected(422, errors)
  }
  return { fields, files, discard }
}
