import { Readable } from 'node:stream'
import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { FieldErrors } from '../../contract/errors'
import {
  MESSENGER_LIMITS,
  messageInput,
  messagePage,
  chatMessage,
  messagePageQuery,
  messengerApiMessages,
  messengerMessages,
  type ChatMessage,
  type MessagePage,
} from '../../contract/messenger'
import { profileMessages } from '../../contract/talentProfile'
import { now } from '../../domain/clock'
import { messagePreview } from '../../domain/messenger/rules'
import { commitTempFile, deleteStoredFilesQuietly, openStoredFile } from '../../storage/diskStore'
import { UPLOAD_RULES } from '../../storage/fileTypes'
import { UploadRejected, receiveUpload, type ReceivedFile, type ReceivedUpload } from '../../storage/receiveUpload'
import { HttpError, asUser, defineEndpoint, looksLikeId, readBody, uploadedFile, validate, withTransaction, validateBody } from '../http'
import { MESSENGER_ROLES } from './chats'
import { publishMessage } from './liveEvents'
import { idOf, otherPersonOf, presentMessage, readableChat, type ChatRow } from './records'

/**
 * Messages:
 * - GET /chats/{channelId}/messages/?before=<messageId>&page_size=30: newest last, paged backwards
 *   (`before` the oldest message the page shows; `hasMore` when older ones exist).
 * - POST /chats/{channelId}/messages/: JSON {text} or multipart {text, image}; text at most 2,000
 *   characters (refused, never cut), the image jpg, jpeg, png or gif recognised by its content
 *   (storage/receiveUpload.ts) and at most 10 MB. In the sender's transaction: the chat's message number
 *   and last-message fields (one atomic update, which also makes simultaneous sends in a chat take turns
 *   on PostgreSQL), the message, the other person's unread count (an atomic increment: two simultaneous
 *   sends both count) and, when it was 0, when their unread stretch began. After the commit both people
 *   get the live `message` event.
 * - GET /chat-messages/{id}/image/: the image, to whoever may read the message; 404 for everyone else.
 *
 * The two atomic updates go to the adapter (`payload.db.updateOne` with `atomic`: one UPDATE … SET
 * n = n + 1), because the Local API's update reads and writes the whole row: a named exception
 * (ARCHITECTURE.md), made only after the sender read the chat as themselves.
 */
const TAG = 'Messenger'

/** The query as the contract names it (`page_size`), after the router's camelCase conversion. */
const messageListQuery = z.object({ before: messagePageQuery.shape.before, pageSize: messagePageQuery.shape.page_size })

export const listMessages = defineEndpoint({
  method: 'get',
  path: '/chats/:id/messages/',
  summary:
    'Messages of one of the signed-in user’s chats, newest last: MessagePage (before=<message id> pages backwards, page_size at most 100, 30 by default)',
  tag: TAG,
  access: MESSENGER_ROLES,
  query: messageListQuery,
  response: messagePage,
  handler: async ({ req, user, params, query }): Promise<MessagePage> => {
    const chat = await readableChat(req, user!, params.id)
    const and: Where[] = [{ chat: { equals: chat.id } }]
    if (query.before) {
      const before = looksLikeId(query.before)
        ? ((
            await req.payload.find({
              collection: 'chat-messages',
              where: { and: [{ id: { equals: query.before } }, { chat: { equals: chat.id } }] },
              select: { seq: true },
              limit: 1,
              pagination: false,
              ...asUser(req, user!),
            })
          ).docs[0])
        : undefined
      if (!before) throw HttpError.validation({ before: [messengerApiMessages.invalidMessage] })
      and.push({ seq: { less_than: Number(before.seq) } })
    }
    const pageSize = query.pageSize ?? MESSENGER_LIMITS.pageSize
    const { docs } = await req.payload.find({
      collection: 'chat-messages',
      where: { and },
      sort: '-seq',
      limit: pageSize + 1,
      pagination: false,
      ...asUser(req, user!),
    })
    const rows = docs
    return {
      results: rows
        .slice(0, pageSize)
        .reverse()
        .map((doc) => presentMessage(user!.id, doc)),
      hasMore: rows.length > pageSize,
    }
  },
})

interface MessageBody {
  text: string
  image: ReceivedFile | null
  upload: ReceivedUpload | null
}

/** Refusals of the image, in the messenger's words (the storage layer speaks of documents). */
function imageErrors(errors: FieldErrors): FieldErrors {
  const image = errors.image
  if (!image) return errors
  const tooLarge = image.includes(profileMessages.fileTooLarge(UPLOAD_RULES.chatImage.maxMb))
  return { ...errors, image: [tooLarge ? messengerMessages.imageTooLarge : messengerMessages.imageType] }
}

/**
 * JSON {text}, or multipart {text, image} with the file streamed to a checked temporary file. Received
 * with storage/'s `chatImage` rule (jpg, jpeg, png, gif by content, 10 MB): an image past 10 MB stops
 * being read there, so a phone on a slow link is told at 10 MB, not after sending the whole file.
 */
async function readMessage(req: PayloadRequest): Promise<MessageBody> {
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase()
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(contentType)) {
    let upload: ReceivedUpload
    try {
      upload = await receiveUpload(req, { kind: 'chatImage', fileKey: (name) => (name === 'image' ? 'image' : null) })
    } catch (error) {
      if (error instanceof UploadRejected) throw new HttpError(error.status, imageErrors(error.errors))
      throw error
    }
    try {
      const { text } = validate(messageInput, { text: upload.fields.text })
      const image = upload.files.find((file) => file.key === 'image') ?? null
      return { text: (text ?? '').trim(), image, upload }
    } catch (error) {
      await upload.discard()
      throw error
    }
  }
  const { text } = validateBody(messageInput, await readBody(req))
  return { text: (text ?? '').trim(), image: null, upload: null }
}

/** The chat's next message number and its last-message fields, in one atomic update (see above). */
async function advanceChat(req: PayloadRequest, chat: ChatRow, sender: AuthUser, text: string, hasImage: boolean, sentAt: string): Promise<number> {
  // Cast: Payload declares the adapter's answer as an untyped document; it is the chat row, with its new count.
  const updated = (await req.payload.db.updateOne({
    collection: 'chats',
    where: { id: { equals: chat.id } },
    data: {
      messageCount: { $inc: 1 },
      lastActivityAt: sentAt,
      lastMessageAt: sentAt,
      lastMessageText: messagePreview(text),
      lastMessageHasImage: hasImage,
      lastMessageSender: sender.id,
    },
    options: { atomic: true },
    req,
  })) as unknown as Pick<ChatRow, 'messageCount'> | null
  if (!updated) throw HttpError.notFound()
  return Number(updated.messageCount)
}

/** The other person's unread count + 1; their unread stretch begins now when nothing was unread. */
async function countUnread(req: PayloadRequest, chat: ChatRow, recipientId: string, sentAt: string): Promise<void> {
  const row: Where[] = [{ chat: { equals: chat.id } }, { user: { equals: recipientId } }]
  const atomic = { collection: 'chat-members', options: { atomic: true }, req } as const
  await req.payload.db.updateOne({ ...atomic, where: { and: row }, data: { unreadCount: { $inc: 1 } } })
  await req.payload.db.updateOne({ ...atomic, where: { and: [...row, { unreadSince: { exists: false } }] }, data: { unreadSince: sentAt } })
}

async function sendMessage(req: PayloadRequest, user: AuthUser, chatId: string | undefined): Promise<ChatMessage> {
  const chat = await readableChat(req, user, chatId)
  const body = await readMessage(req)
  if (!body.text && !body.image) throw HttpError.validation({ text: [messengerMessages.emptyMessage] })
  let storageKey: string | null = null
  try {
    if (body.image) storageKey = await commitTempFile(body.image.tmpPath, now())
    const sentAt = now().toISOString()
    const message = await withTransaction(req, async () => {
      const seq = await advanceChat(req, chat, user, body.text, Boolean(body.image), sentAt)
      const created = (await req.payload.create({
        collection: 'chat-messages',
        data: {
          chat: chat.id,
          talent: idOf(chat.talent),
          member: idOf(chat.member),
          sender: user.id,
          seq,
          text: body.text,
          sentAt,
          ...(body.image
            ? {
                imageStorageKey: storageKey,
                imageFileName: body.image.originalFileName,
                imageMimeType: body.image.mimeType,
                imageSize: body.image.size,
              }
            : {}),
        },
        ...asUser(req, user),
        context: serverWriteContext,
      }))
      await countUnread(req, chat, otherPersonOf(chat, user.id), sentAt)
      return created
    })
    storageKey = null
    await publishMessage(req, chat, message)
    return presentMessage(user.id, message)
  } finally {
    // A transaction that failed leaves no image behind; the temporary file goes in every case.
    if (storageKey)
      await deleteStoredFilesQuietly([storageKey], (error, key) =>
        req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file'),
      )
    await body.upload?.discard()
  }
}

/**
 * The message's fields, JSON or multipart: documentation only (`multipart:`), for the OpenAPI document
 * and the typed client. readMessage reads the body itself, as the image streams to a checked file.
 */
const messageForm = messageInput
  .extend({ image: uploadedFile().optional().describe('A jpg, jpeg, png or gif image (10 MB), multipart only') })
  .describe('A message: text, an image, or both')

export const sendChatMessage = defineEndpoint({
  method: 'post',
  path: '/chats/:id/messages/',
  summary:
    'Send a message in one of the signed-in user’s chats: JSON {text} or multipart text and image (jpg, jpeg, png, gif by content, at most 10 MB); text at most 2,000 characters; 201 ChatMessage',
  tag: TAG,
  access: MESSENGER_ROLES,
  multipart: messageForm,
  status: 201,
  response: chatMessage,
  handler: ({ req, user, params }) => sendMessage(req, user!, params.id),
})

export const chatMessageImage = defineEndpoint({
  method: 'get',
  path: '/chat-messages/:id/image/',
  summary: 'The image of a message of one of the signed-in user’s chats (404 for anyone else)',
  tag: TAG,
  access: MESSENGER_ROLES,
  handler: async ({ req, user, params }) => {
    if (!looksLikeId(params.id ?? '')) throw HttpError.notFound()
    const { docs } = await req.payload.find({
      collection: 'chat-messages',
      where: { id: { equals: params.id } },
      select: { imageStorageKey: true, imageMimeType: true, imageFileName: true },
      limit: 1,
      pagination: false,
      showHiddenFields: true,
      ...asUser(req, user!),
    })
    const message = docs[0]
    const opened = typeof message?.imageStorageKey === 'string' ? await openStoredFile(message.imageStorageKey) : null
    if (!message || !opened) throw HttpError.notFound()
    const name = String(message.imageFileName ?? 'image')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
    return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': String(message.imageMimeType),
        'Content-Length': String(opened.size),
        'Content-Disposition': `inline; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-cache',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    })
  },
})
