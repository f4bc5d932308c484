import type { Where } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { currentUser } from '../../contract/accounts'
import { storedFile } from '../../contract/talentProfile'
import { fileUrl, loadStoredFileRef } from '../../domain/profile/documents'
import { getEnv } from '../../server/env'
import { currentUserView } from '../account/currentUserView'
import { HttpError, defineEndpoint, uploadedFile } from '../http'
import { TAG, TALENT_ONLY } from './records'
import { deleteStoredFileRows, fileOnly, filesOf, oneAtATime, receive, saveWithFiles, singleFile, storedFileRows, writeRemovingFiles } from './uploads'

/**
 * The talent's picture and introduction video. One of each at a time: a new upload replaces the old
 * one (its row and bytes go), DELETE removes it.
 * - POST|DELETE /talent/avatar/: multipart `file`, jpg, jpeg, png or gif up to 5 MB; answers the
 *   current user, whose avatarPicture is the file's address (GET /files/{id}/).
 * - POST|DELETE /talent/profile-video/: multipart `file`, mp4, webm or mov up to 200 MB; 404 while the
 *   talentProfileVideo feature flag is off; answers `{ profileVideo }`.
 */
const ownFilesOfKind = (user: AuthUser, kind: 'avatar' | 'video'): Where => ({ and: [{ owner: { equals: user.id } }, { kind: { equals: kind } }] })

/** The multipart body of the picture and the video: the one file. */
const fileForm = z.object({ file: uploadedFile() })

export const uploadAvatar = defineEndpoint({
  method: 'post',
  path: '/talent/avatar/',
  summary: 'Set the profile picture: multipart file (jpg, jpeg, png, gif; 5 MB)',
  multipart: fileForm,
  tag: TAG,
  access: TALENT_ONLY,
  response: currentUser,
  handler: async ({ req, user }) => {
    const talent = user!
    const upload = await receive(req, { kind: 'image', fileKey: fileOnly })
    try {
      singleFile(upload, true)
      const updated = await oneAtATime(filesOf(talent), () =>
        saveWithFiles(req, talent, upload, 'avatar', async (saved, obsolete) => {
          const id = saved.get('file')!.id
          const previous = (await storedFileRows(req, talent, ownFilesOfKind(talent, 'avatar'))).filter((row) => row.id !== id)
          const stored = await req.payload.update({
            collection: 'users',
            id: talent.id,
            data: { avatarPicture: fileUrl(id) },
            depth: 0,
            overrideAccess: false,
            user: talent,
            req,
          })
          await deleteStoredFileRows(req, talent, previous, obsolete)
          return stored
        }),
      )
      return currentUserView(req, talent, updated)
    } finally {
      await upload.discard()
    }
  },
})

export const deleteAvatar = defineEndpoint({
  method: 'delete',
  path: '/talent/avatar/',
  summary: 'Remove the profile picture',
  tag: TAG,
  access: TALENT_ONLY,
  response: currentUser,
  handler: async ({ req, user }) => {
    const talent = user!
    const updated = await oneAtATime(filesOf(talent), () =>
      writeRemovingFiles(req, async (obsolete) => {
        const stored = await req.payload.update({
          collection: 'users',
          id: talent.id,
          data: { avatarPicture: null },
          depth: 0,
          overrideAccess: false,
          user: talent,
          req,
        })
        await deleteStoredFileRows(req, talent, await storedFileRows(req, talent, ownFilesOfKind(talent, 'avatar')), obsolete)
        return stored
      }),
    )
    return currentUserView(req, talent, updated)
  },
})

const profileVideoResponse = z.object({ profileVideo: storedFile.nullable() })

function assertVideoEnabled() {
  if (!getEnv().featureFlags.talentProfileVideo) throw HttpError.notFound()
}

export const uploadProfileVideo = defineEndpoint({
  method: 'post',
  path: '/talent/profile-video/',
  summary: 'Set the introduction video: multipart file (mp4, webm, mov; 200 MB). Only with the talentProfileVideo flag.',
  multipart: fileForm,
  tag: TAG,
  access: TALENT_ONLY,
  response: profileVideoResponse,
  handler: async ({ req, user }) => {
    assertVideoEnabled()
    const talent = user!
    const upload = await receive(req, { kind: 'video', fileKey: fileOnly })
    try {
      singleFile(upload, true)
      const id = await oneAtATime(filesOf(talent), () =>
        saveWithFiles(req, talent, upload, 'video', async (saved, obsolete) => {
          const fileId = saved.get('file')!.id
          const previous = (await storedFileRows(req, talent, ownFilesOfKind(talent, 'video'))).filter((row) => row.id !== fileId)
          await req.payload.update({ collection: 'users', id: talent.id, data: { profileVideo: fileId }, depth: 0, overrideAccess: false, user: talent, req })
          await deleteStoredFileRows(req, talent, previous, obsolete)
          return fileId
        }),
      )
      return { profileVideo: await loadStoredFileRef(req, talent, id) }
    } finally {
      await upload.discard()
    }
  },
})

export const deleteProfileVideo = defineEndpoint({
  method: 'delete',
  path: '/talent/profile-video/',
  summary: 'Remove the introduction video. Only with the talentProfileVideo flag.',
  tag: TAG,
  access: TALENT_ONLY,
  response: profileVideoResponse,
  handler: async ({ req, user }) => {
    assertVideoEnabled()
    const talent = user!
    await oneAtATime(filesOf(talent), () =>
      writeRemovingFiles(req, async (obsolete) => {
        await req.payload.update({ collection: 'users', id: talent.id, data: { profileVideo: null }, depth: 0, overrideAccess: false, user: talent, req })
        await deleteStoredFileRows(req, talent, await storedFileRows(req, talent, ownFilesOfKind(talent, 'video')), obsolete)
      }),
    )
    return { profileVideo: null }
  },
})
