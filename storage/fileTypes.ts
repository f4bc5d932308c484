import { createReadStream } from 'node:fs'
import { fileTypeFromFile } from 'file-type'
import { KNOWLEDGE_LIMITS } from '../contract/knowledgeCenter'
import { CHAT_IMAGE_EXTENSIONS, MESSENGER_LIMITS } from '../contract/messenger'

/**
 * Which files the platform takes and how their content is recognised. The
 * extension must be on the list for the kind of upload, and the bytes must be what the extension says:
 * the magic bytes as `file-type` reads them, never the type the client declared. SVG is on no list
 * (it can carry script). CSV has no magic bytes: it must be UTF-8 text without NUL that does not start
 * like markup.
 */
export type UploadKind = 'document' | 'image' | 'video' | 'purchaseOrder' | 'faqFile' | 'chatImage' | 'poster'

export interface UploadRule {
  extensions: readonly string[]
  /** Largest accepted size in bytes, and the same in MB for the message. */
  maxBytes: number
  maxMb: number
}

const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'tiff', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'psd', 'eps', 'ai', 'indd', 'raw'] as const

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  // The spec: 50 MB (52428800 bytes).
  document: {
    extensions: DOCUMENT_EXTENSIONS,
    maxBytes: 50 * 1024 * 1024,
    maxMb: 50,
  },
  // The spec: avatar and logo 5 MB (5000000 bytes); attachment images jpg, jpeg, png, gif.
  image: { extensions: ['jpg', 'jpeg', 'png', 'gif'], maxBytes: 5_000_000, maxMb: 5 },
  // Work-flows 7 purchase_order: the document types, 5 MB (binary megabytes, as the document rule's 50).
  purchaseOrder: { extensions: DOCUMENT_EXTENSIONS, maxBytes: 5 * 1024 * 1024, maxMb: 5 },
  // The spec: video intro 200 MB.
  video: { extensions: ['mp4', 'webm', 'mov'], maxBytes: 200 * 1024 * 1024, maxMb: 200 },
  // The 'Do you have a question?' attachment (contract/knowledgeCenter FAQ_FILE_EXTENSIONS, 10 MB).
  faqFile: { extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'doc', 'docx', 'txt'], maxBytes: 10 * 1024 * 1024, maxMb: 10 },
  // A chat message's image (contract/messenger): the upload stops at 10 MB instead of the document rule's 50.
  chatImage: { extensions: CHAT_IMAGE_EXTENSIONS, maxBytes: MESSENGER_LIMITS.imageBytes, maxMb: 10 },
  // A video tutorial's poster (contract/knowledgeCenter posterBytes: 5 binary MB, not the avatar's 5,000,000 bytes).
  poster: { extensions: ['jpg', 'jpeg', 'png', 'gif'], maxBytes: KNOWLEDGE_LIMITS.posterBytes, maxMb: 5 },
}

const CAMERA_RAW = ['cr2', 'cr3', 'nef', 'dng', 'arw', 'orf', 'rw2', 'raf', 'tif']
const ISO_MEDIA = ['mp4', 'm4v', 'mov']

/** For each allowed extension: the `file-type` results its content may have, and the type it is served as. */
const CONTENT: Record<string, { detected: readonly string[]; mimeType: string }> = {
  jpg: { detected: ['jpg'], mimeType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mimeType: 'image/jpeg' },
  png: { detected: ['png'], mimeType: 'image/png' },
  gif: { detected: ['gif'], mimeType: 'image/gif' },
  tiff: { detected: ['tif'], mimeType: 'image/tiff' },
  csv: { detected: [], mimeType: 'text/csv; charset=utf-8' },
  // Word 97-2003 and Excel 97-2003 are OLE compound files.
  doc: { detected: ['cfb'], mimeType: 'application/msword' },
  xls: { detected: ['cfb'], mimeType: 'application/vnd.ms-excel' },
  docx: { detected: ['docx'], mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { detected: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { detected: ['pdf'], mimeType: 'application/pdf' },
  psd: { detected: ['psd'], mimeType: 'image/vnd.adobe.photoshop' },
  eps: { detected: ['eps', 'ps'], mimeType: 'application/postscript' },
  // Illustrator files are PDF-compatible (CS and later) or PostScript (older versions).
  ai: { detected: ['pdf', 'ps', 'eps'], mimeType: 'application/illustrator' },
  indd: { detected: ['indd'], mimeType: 'application/x-indesign' },
  raw: { detected: CAMERA_RAW, mimeType: 'application/octet-stream' },
  mp4: { detected: ISO_MEDIA, mimeType: 'video/mp4' },
  mov: { detected: ISO_MEDIA, mimeType: 'video/quicktime' },
  webm: { detected: ['webm'], mimeType: 'video/webm' },
  // Plain text has no magic bytes: checked like CSV.
  txt: { detected: [], mimeType: 'text/plain; charset=utf-8' },
}

/** The lower-case extension of a file name ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
}

/**
 * The base name of what the client called the file: no directories (either slash), no control
 * characters, at most 200 characters (keeping the extension). '' when nothing usable is left. The name
 * is only ever shown and sent back in Content-Disposition (encoded there); it never names a file on disk.
 */
export function safeFileName(name: string | undefined | null): string {
  const base = String(name ?? '')
    // Browsers send a double quote in a multipart file name as %22 (WHATWG form encoding).
    .replace(/%22/g, '"')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  if (!base || base === '.' || base === '..') return ''
  if (base.length <= 200) return base
  const extension = extensionOf(base)
  return extension && extension.length < 20 ? `${base.slice(0, 199 - extension.length)}.${extension}` : base.slice(0, 200)
}

export const isAllowedExtension = (kind: UploadKind, extension: string) => UPLOAD_RULES[kind].extensions.includes(extension)

/**
 * The served content type when the bytes at `filePath` are what `extension` says, else null. Only
 * called for extensions on a list.
 */
export async function verifiedContentType(filePath: string, extension: string): Promise<string | null> {
  const content = CONTENT[extension]
  if (!content) return null
  const detected = await fileTypeFromFile(filePath).catch(() => undefined)
  if (extension === 'csv' || extension === 'txt') return !detected && (await isPlainCsv(filePath)) ? content.mimeType : null
  return detected && content.detected.includes(detected.ext) ? content.mimeType : null
}

/** UTF-8 throughout, no NUL byte, not empty, and not starting with '<' (HTML, SVG, XML). Read in chunks. */
async function isPlainCsv(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let start = ''
  let sawText = false
  try {
    for await (const chunk of createReadStream(filePath, { highWaterMark: 64 * 1024 })) {
      const bytes = chunk as Buffer
      if (bytes.includes(0)) return false
      const text = decoder.decode(bytes, { stream: true })
      if (!sawText) {
        start += text
        const trimmed = start.replace(/^\uFEFF/, '').trimStart()
        if (trimmed) {
          if (trimmed.startsWith('<')) return false
          sawText = true
        }
      }
    }
    decoder.decode()
  } catch {
    return false
  }
  return sawText
}
