import { profileMessages } from '../../contract/talentProfile'

/**
 * The spec's file limits, checked before anything is sent so a wrong pick fails at
 * once with the message the server would give (the server checks again, bytes and magic numbers).
 */
export type FileKind = 'document' | 'image' | 'video' | 'purchaseOrder'

interface FileRule {
  extensions: readonly string[]
  maxBytes: number
  maxMb: number
}

export const FILE_RULES: Record<FileKind, FileRule> = {
  document: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'tiff', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'psd', 'eps', 'ai', 'indd', 'raw'],
    maxBytes: 52_428_800,
    maxMb: 50,
  },
  // Avatars and logos: 5 MB as the spec writes it (5000000 bytes).
  image: { extensions: ['jpg', 'jpeg', 'png', 'gif'], maxBytes: 5_000_000, maxMb: 5 },
  video: { extensions: ['mp4', 'webm', 'mov'], maxBytes: 200 * 1024 * 1024, maxMb: 200 },
  // A purchase order's file: the document types, 5 MB (storage/fileTypes.ts UPLOAD_RULES.purchaseOrder).
  purchaseOrder: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'tiff', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'psd', 'eps', 'ai', 'indd', 'raw'],
    maxBytes: 5 * 1024 * 1024,
    maxMb: 5,
  },
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** The `accept` attribute for a file input of this kind. */
export const acceptFor = (kind: FileKind) => FILE_RULES[kind].extensions.map((ext) => `.${ext}`).join(',')

/** The first problem with a picked file, or null when it may be uploaded. */
export function checkFile(file: File | null | undefined, kind: FileKind): string | null {
  if (!file) return profileMessages.selectFile
  const rule = FILE_RULES[kind]
  if (!rule.extensions.includes(extensionOf(file.name))) return profileMessages.unsupportedFormat
  if (file.size > rule.maxBytes) return profileMessages.fileTooLarge(rule.maxMb)
  return null
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
