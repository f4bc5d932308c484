import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { zodErrors } from '../../contract/errors'
import { certificate, certificateInput } from '../../contract/talentProfile'
import { CERTIFICATE_SELECT, presentCertificates } from '../../domain/profile/documents'
import { idOf } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import type { ReceivedUpload } from '../../storage/receiveUpload'
import { HttpError, defineEndpoint, uploadedFile } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { TAG, TALENT_ONLY, ownRecord, pageOf } from './records'
import { deleteStoredFileRows, fileOnly, filesOf, oneAtATime, receive, saveWithFiles, singleFile, storedFileRows, writeRemovingFiles } from './uploads'

/**
 * Resume, certifications and more: a document name (required, at most
 * 150), school or university and field of study (optional, at most 150) and a file (documents list,
 * 50 MB). POST and PUT are multipart (document_name, school_or_university, field_of_study, file); PUT
 * keeps the file unless a new one comes; a replaced file and a deleted certificate's file are deleted.
 */
const ORDERING = ['documentName', 'createdAt'] as const

/** The text fields of the form, validated; with `requireFile`, a missing file is reported alongside. */
/** The multipart body of POST and PUT as the OpenAPI document shows it (certificateFields reads it). */
const certificateForm = (file: 'required' | 'optional') => certificateInput.extend({ file: file === 'required' ? uploadedFile() : uploadedFile().optional() })

function certificateFields(upload: ReceivedUpload, requireFile: boolean) {
  const parsed = certificateInput.safeParse(upload.fields)
  const errors = parsed.success ? {} : zodErrors(parsed.error)
  const file = singleFileOrError(upload, requireFile, errors)
  if (!parsed.success || Object.keys(errors).length) throw HttpError.validation(errors)
  return { data: parsed.data, file }
}

function singleFileOrError(upload: ReceivedUpload, required: boolean, errors: Record<string, string[]>) {
  try {
    return singleFile(upload, required)
  } catch (error) {
    if (error instanceof HttpError) Object.assign(errors, error.errors)
    return null
  }
}

const textOf = (data: { documentName: string; schoolOrUniversity?: string | null; fieldOfStudy?: string | null }) => ({
  documentName: data.documentName,
  schoolOrUniversity: data.schoolOrUniversity || null,
  fieldOfStudy: data.fieldOfStudy || null,
})

async function present(req: PayloadRequest, user: AuthUser, row: Row<'certificates'>) {
  return (await presentCertificates(req, user, [row]))[0]!
}

export const listCertificates = defineEndpoint({
  method: 'get',
  path: '/talent/certificates/',
  summary: 'The signed-in talent’s certificates (page; ordering document_name or created_at)',
  tag: TAG,
  access: TALENT_ONLY,
  query: pageQuery,
  response: pageOf(certificate),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: 'certificates',
      where: { talent: { equals: user!.id } },
      sort: toSort(query.ordering, ORDERING, 'createdAt'),
      page: query.page,
      limit: query.pageSize,
      select: CERTIFICATE_SELECT,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    const results = await presentCertificates(req, user!, found.docs)
    return toPage(req, query, found.totalDocs, results)
  },
})

export const createCertificate = defineEndpoint({
  method: 'post',
  path: '/talent/certificates/',
  summary: 'Add a certificate: multipart document_name, school_or_university, field_of_study and file (required; documents list, 50 MB)',
  tag: TAG,
  access: TALENT_ONLY,
  multipart: certificateForm('required'),
  status: 201,
  response: certificate,
  handler: async ({ req, user }) => {
    const talent = user!
    const upload = await receive(req, { kind: 'document', fileKey: fileOnly })
    try {
      const { data } = certificateFields(upload, true)
      const row = await saveWithFiles(req, talent, upload, 'certificate', async (saved) =>
        req.payload.create({
          collection: 'certificates',
          data: { talent: talent.id, ...textOf(data), file: saved.get('file')!.id },
          depth: 0,
          overrideAccess: false,
          user: talent,
          req,
        }),
      )
      return present(req, talent, row)
    } finally {
      await upload.discard()
    }
  },
})

export const updateCertificate = defineEndpoint({
  method: 'put',
  path: '/talent/certificates/:id/',
  summary: 'Change a certificate: multipart like POST; without a file the current one stays',
  tag: TAG,
  access: TALENT_ONLY,
  multipart: certificateForm('optional'),
  response: certificate,
  handler: async ({ req, user, params }) => {
    const talent = user!
    await ownRecord(req, talent, 'certificates', params.id)
    const upload = await receive(req, { kind: 'document', fileKey: fileOnly })
    try {
      const { data, file } = certificateFields(upload, false)
      const row = await oneAtATime(filesOf(talent), async () => {
        // Read again in turn: another request of this talent may have replaced the file meanwhile.
        const existing = await ownRecord(req, talent, 'certificates', params.id)
        const oldFileId = idOf(existing.file)
        return saveWithFiles(req, talent, upload, 'certificate', async (saved, obsolete) => {
          const newFileId = file ? saved.get('file')!.id : oldFileId
          const updated = await req.payload.update({
            collection: 'certificates',
            id: existing.id,
            data: { ...textOf(data), file: newFileId },
            depth: 0,
            overrideAccess: false,
            user: talent,
            req,
          })
          if (file && oldFileId) await deleteStoredFileRows(req, talent, await storedFileRows(req, talent, { id: { equals: oldFileId } }), obsolete)
          return updated
        })
      })
      return present(req, talent, row)
    } finally {
      await upload.discard()
    }
  },
})

export const deleteCertificate = defineEndpoint({
  method: 'delete',
  path: '/talent/certificates/:id/',
  summary: 'Delete a certificate and its file',
  tag: TAG,
  access: TALENT_ONLY,
  status: 204,
  handler: async ({ req, user, params }) => {
    const talent = user!
    await oneAtATime(filesOf(talent), async () => {
      const existing = await ownRecord(req, talent, 'certificates', params.id)
      const fileId = idOf(existing.file)
      await writeRemovingFiles(req, async (obsolete) => {
        await req.payload.delete({ collection: 'certificates', id: existing.id, depth: 0, overrideAccess: false, user: talent, req })
        if (fileId) await deleteStoredFileRows(req, talent, await storedFileRows(req, talent, { id: { equals: fileId } }), obsolete)
      })
    })
  },
})
