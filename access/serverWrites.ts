import type { Access } from 'payload'

/**
 * Records whose writes must come from the server's own endpoints, never from Payload's generated REST:
 * a stored file's row names bytes on disk (a forged storageKey would point at someone else's file or
 * outside the store), and document history must stay what really happened. The endpoints set this flag
 * in the request context of their Local API calls (`context: { [SERVER_WRITE]: true }`), which no HTTP
 * caller can set; the usual access rule then decides as for any other write.
 */
export const SERVER_WRITE = 'serverWrite'

export const onlyServerWrites =
  (access: Access): Access =>
  (args) =>
    args.req.context?.[SERVER_WRITE] === true ? access(args) : false

export const serverWriteContext = { [SERVER_WRITE]: true } as const
