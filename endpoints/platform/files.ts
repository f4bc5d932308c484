import { Readable } from 'node:stream'
import { openStoredFile } from '../../storage/diskStore'
import { HttpError, defineEndpoint, looksLikeId } from '../http'

/**
 * GET /files/{id}/: the bytes of a stored file, streamed from disk, to whoever may read its row, which
 * is whoever may read the record that names it (access/storedFiles.ts: a replaced document only for the
 * talent and the super admin); 404 for everyone else, exactly as for an id that does not exist. Always
 * a download (Content-Disposition attachment with the original name), typed as what the content was
 * recognised as at upload, never sniffed, never cached by shared caches.
 */

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download'
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

export const downloadFile = defineEndpoint({
  method: 'get',
  path: '/files/:id/',
  summary: 'Download a stored file (documents, certificates, pictures, videos) the signed-in user may read',
  tag: 'Files',
  access: 'signedIn',
  handler: async ({ req, user, params }) => {
    if (!looksLikeId(params.id ?? '')) throw HttpError.notFound()
    // A role that reads no stored files at all (a contact) gets the same 404 as everyone else.
    const { docs } = await req.payload
      .find({
        collection: 'stored-files',
        where: { id: { equals: params.id } },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
        req,
        showHiddenFields: true,
        // The join that access asks about is a condition here, not something to send.
        joins: false,
      })
      .catch((error: { name?: string }) => {
        if (error?.name === 'Forbidden') return { docs: [] }
        throw error
      })
    const doc = docs[0] as { storageKey?: string; mimeType?: string; originalFileName?: string } | undefined
    const opened = doc?.storageKey ? await openStoredFile(doc.storageKey) : null
    if (!doc || !opened) throw HttpError.notFound()
    return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': doc.mimeType || 'application/octet-stream',
        'Content-Length': String(opened.size),
        'Content-Disposition': contentDisposition(doc.originalFileName || 'download'),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-cache',
        // Should a browser render it anyway, nothing in it may run.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    })
  },
})
