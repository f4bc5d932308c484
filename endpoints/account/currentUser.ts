import { currentUser, updateUserRequest } from '../../contract/accounts'
import type { StoredUser } from '../../domain/accounts/presentUser'
import { defineEndpoint } from '../http'
import { currentUserView } from './currentUserView'

export const getCurrentUser = defineEndpoint({
  method: 'get',
  path: '/user/',
  summary: 'The signed-in user',
  tag: 'Accounts',
  access: 'signedIn',
  response: currentUser,
  handler: ({ req, user }) => currentUserView(req, user!),
})

export const updateCurrentUser = defineEndpoint({
  method: 'patch',
  path: '/user/',
  summary: 'Update About Me, phone (JSON or form data) and contact info of the signed-in user',
  tag: 'Accounts',
  access: 'signedIn',
  body: updateUserRequest,
  response: currentUser,
  handler: async ({ req, user, body }) => {
    const updated = await req.payload.update({
      collection: 'users',
      id: user!.id,
      data: body,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    return currentUserView(req, user!, updated as unknown as StoredUser)
  },
})
