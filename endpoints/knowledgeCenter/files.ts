import { Readable } from 'node:stream'
import type { PayloadRequest } from 'payload'
import { keepsKnowledgeCenter } from '../../access/knowledgeCenter'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import type { FieldErrors } from '../../contract/errors'
import { knowledgeMessages, tutorialPosterUploaded, tutorialVideoUploaded } from '../../contract/knowledgeCenter'
import { profileMessages } from '../../contract/talentProfile'
import { commitTempFile, deleteStoredFilesQuietly, openStoredFile, openStoredFileRange } from '../../storage/diskStore'
import { UPLOAD_RULES, type UploadKind } from '../../storage/fileTypes'
import { UploadRejected, receiveUpload, type ReceivedUpload } from '../../storage/receiveUpload'
import { storageKeysOfTutorial, stillNamedByTutorials } from '../../collections/KnowledgeCenter/tutorialFiles'
import { contentDisposition } from '../platform/files'
import { HttpError, asUser, defineEndpoint, looksLikeId } from '../http'
import { TAG } from './portal'
import { publicFile, type StoredFileFields, type VideoDoc } from './present'
import { parseByteRange } from './range'

/**
 * The knowledge center's files:
 * - GET /knowledge-center-videos/{id}/video/ and /poster/: readable exactly when the tutorial is. A portal
 *   reader reads the published row for their audience; content editors and the super admin the latest
 *   draft (the console's preview). `Accept-Ranges: bytes`, 206 for one range, 416 for an unsatisfiable one.
 * - POST the same paths (content editors, super admin): multipart `file`, streamed to disk by
 *   storage/receiveUpload.ts and checked by content (mp4, webm, mov up to 200 MB; poster jpg, png, gif up to
 *   5 binary MB, storage's `poster` rule). A declared body over the limit is 413 before a byte is read; a
 *   streamed one stops being read at the limit and is 413 too. The file goes into the tutorial's draft: it
 *   reaches the portals when the tutorial is published.
 * - GET /faq-feedbacks/{id}/file/: a feedback's attachment, to whoever may read the feedback.
 */
const KEEPERS = ['content_editor', 'super_admin'] as const satisfies readonly Role[]
const VIDEO_READERS = ['talent', 'manager', 'organization_admin', 'content_editor', 'super_admin'] as const satisfies readonly Role[]

type Which = 'video' | 'poster'
const FIELD: Record<Which, 'videoFile' | 'posterFile'> = { video: 'videoFile', poster: 'posterFile' }
const KIND: Record<Which, UploadKind> = { video: 'video', poster: 'poster' }
/** Room for the multipart envelope and the form's other parts around the file itself. */
const ENVELOPE_BYTES = 1024 * 1024

const tooLarge: Record<Which, string> = { video: knowledgeMessages.videoTooLarge, poster: profileMessages.fileTooLarge(UPLOAD_RULES.poster.maxMb) }
const wrongType: Record<Which, string> = { video: knowledgeMessages.videoType, poster: profileMessages.unsupportedFormat }

/** The tutorial as `user` may read it (the latest draft for who keeps the knowledge center), or null. */
export async function loadVideo(req: PayloadRequest, user: AuthUser, id: string): Promise<VideoDoc | null> {
  if (!looksLikeId(id)) return null
  const { docs } = await req.payload
    .find({
      collection: 'knowledge-center-videos',
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      showHiddenFields: true,
      draft: keepsKnowledgeCenter(user),
      ...asUser(req, user),
    })
    .catch((error: { name?: string }) => {
      if (error?.name === 'Forbidden') return { docs: [] }
      throw error
    })
  return docs[0] ?? null
}

/** A stored file as an HTTP answer: inline (a video plays in the page), with range requests. */
export async function serveStoredFile(
  req: PayloadRequest,
  file: StoredFileFields | null | undefined,
  disposition: 'inline' | 'attachment',
): Promise<Response> {
  const opened = file?.storageKey ? await openStoredFile(file.storageKey) : null
  if (!file?.storageKey || !opened) throw HttpError.notFound()
  const size = opened.size
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': file.mimeType || 'application/octet-stream',
    'Content-Disposition': contentDisposition(file.originalFileName || 'download').replace(/^attachment/, disposition),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
  const range = parseByteRange(req.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    opened.stream.destroy()
    return Response.json(
      { errors: { nonFieldErrors: ['The requested range is not satisfiable.'] } },
      { status: 416, headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' } },
    )
  }
  if (range) {
    opened.stream.destroy()
    const stream = openStoredFileRange(file.storageKey, range.start, range.end)!
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
    })
  }
  return new Response(Readable.toWeb(opened.stream) as ReadableStream, { status: 200, headers: { ...headers, 'Content-Length': String(size) } })
}

const readFile = (which: Which) =>
  defineEndpoint({
    method: 'get',
    path: `/knowledge-center-videos/:id/${which}/`,
    summary: `The tutorial's ${which} file, readable exactly when the tutorial is; Range requests (206, 416)`,
    tag: TAG,
    access: VIDEO_READERS,
    handler: async ({ req, user, params }) => {
      const video = await loadVideo(req, user!, params.id ?? '')
      if (!video) throw HttpError.notFound()
      return serveStoredFile(req, video[FIELD[which]], 'inline')
    },
  })

/** The upload's refusal in this endpoint's words: too large is 413, a wrong type names the accepted ones. */
function refusal(which: Which, error: UploadRejected): HttpError {
  const all = Object.values(error.errors).flat()
  if (all.some((message) => /exceeds the max/i.test(message))) return new HttpError(413, { file: [tooLarge[which]] })
  if (error.errors.file) return new HttpError(422, { file: [wrongType[which]] })
  return new HttpError(error.status, error.errors as FieldErrors)
}

export async function receiveChecked(req: PayloadRequest, kind: UploadKind, refuse: (error: UploadRejected) => HttpError): Promise<ReceivedUpload> {
  try {
    return await receiveUpload(req, { kind, fileKey: (name) => (name === 'file' ? 'file' : null) })
  } catch (error) {
    if (error instanceof UploadRejected) throw refuse(error)
    throw error
  }
}

const uploadFile = (which: Which) =>
  defineEndpoint({
    method: 'post',
    path: `/knowledge-center-videos/:id/${which}/`,
    summary:
      which === 'video'
        ? 'Upload the tutorial video into its draft: multipart file (mp4, webm, mov by content; 200 MB, else 413)'
        : "Upload the tutorial's poster into its draft: multipart file (jpg, jpeg, png, gif; 5 MB, else 413)",
    tag: TAG,
    access: KEEPERS,
    response: which === 'video' ? tutorialVideoUploaded : tutorialPosterUploaded,
    handler: async ({ req, user, params }) => {
      const limit = UPLOAD_RULES[KIND[which]].maxBytes
      // Refused before the body is read (server/unreadBody.ts settles the connection).
      if (Number(req.headers.get('content-length') ?? 0) > limit + ENVELOPE_BYTES) throw new HttpError(413, { file: [tooLarge[which]] })
      const video = await loadVideo(req, user!, params.id ?? '')
      if (!video) throw HttpError.notFound()
      const upload = await receiveChecked(req, KIND[which], (error) => refusal(which, error))
      const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
      try {
        const file = upload.files.find((candidate) => candidate.key === 'file')
        if (!file) throw HttpError.validation({ file: [profileMessages.selectFile] })
        // Every file the tutorial names now (row and versions): after the write, those no record names any more go.
        const named = await storageKeysOfTutorial(req, user!, video.id)
        const storageKey = await commitTempFile(file.tmpPath)
        let updated: VideoDoc
        try {
          updated = await req.payload.update({
            collection: 'knowledge-center-videos',
            id: video.id,
            data: { [FIELD[which]]: { storageKey, originalFileName: file.originalFileName, mimeType: file.mimeType, size: file.size } },
            draft: true,
            showHiddenFields: true,
            context: serverWriteContext,
            ...asUser(req, user!),
          })
        } catch (error) {
          await deleteStoredFilesQuietly([storageKey], log)
          throw error
        }
        // The update committed (it ran in its own transaction). The draft's previous file stays while a version
        // or the published row names it, which the version just superseded does; a file named only by a
        // version Payload just pruned (maxPerDoc) goes.
        const candidates = named.filter((key) => key !== storageKey)
        const stillNamed = await stillNamedByTutorials(req, user!, candidates)
        await deleteStoredFilesQuietly(
          candidates.filter((key) => !stillNamed.has(key)),
          log,
        )
        return { id: String(updated.id), [FIELD[which]]: publicFile(updated[FIELD[which]]) }
      } finally {
        await upload.discard()
      }
    },
  })

export const readFeedbackFile = defineEndpoint({
  method: 'get',
  path: '/faq-feedbacks/:id/file/',
  summary: "A knowledge-center question's attachment: the super admin and the sender",
  tag: TAG,
  access: 'signedIn',
  handler: async ({ req, user, params }) => {
    if (!looksLikeId(params.id ?? '')) throw HttpError.notFound()
    const { docs } = await req.payload
      .find({
        collection: 'faq-feedbacks',
        where: { id: { equals: params.id } },
        limit: 1,
        pagination: false,
        showHiddenFields: true,
        ...asUser(req, user!),
      })
      .catch((error: { name?: string }) => {
        if (error?.name === 'Forbidden') return { docs: [] }
        throw error
      })
    const doc = docs[0]
    if (!doc) throw HttpError.notFound()
    return serveStoredFile(req, doc.file, 'attachment')
  },
})

export const knowledgeFileEndpoints = [readFile('video'), readFile('poster'), uploadFile('video'), uploadFile('poster'), readFeedbackFile]
