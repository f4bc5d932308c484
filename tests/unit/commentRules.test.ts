import { deletableComments, visibleComments, type CommentFlags } from '../../access/comments'
import type { AuthUser } from '../../access/roles'
import { commentInput, commentMessages, commentPatch, permissionIdsFor } from '../../contract/comments'
import { messages } from '../../contract/messages'

const ORG = 'org-1'
const manager: AuthUser = { id: 'm1', role: 'manager', organization: ORG }
const orgAdmin: AuthUser = { id: 'a1', role: 'organization_admin', organization: { id: ORG } }
const superAdmin: AuthUser = { id: 's1', role: 'super_admin', organization: null }
const talent: AuthUser = { id: 't1', role: 'talent', organization: null }
const contact: AuthUser = { id: 'c1', role: 'contact', organization: ORG }
const ON: CommentFlags = { showOrgComments: true, showSuperadminComments: true }

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('comment text and visibility', () => {
  it('requires visible text, counting characters without the markup, at most 1000', () => {
    const schema = commentInput('manager')
    expect(errorsOf(schema.safeParse({ commentPermissionId: 1 }))).toEqual({ commentText: messages.required })
    expect(errorsOf(schema.safeParse({ commentText: '<p> </p><p><br></p>', commentPermissionId: 1 }))).toEqual({ commentText: messages.required })
    expect(schema.safeParse({ commentText: `<p><b>${'x'.repeat(1000)}</b></p>`, commentPermissionId: 1 }).success).toBe(true)
    expect(errorsOf(schema.safeParse({ commentText: `<p>${'x'.repeat(1001)}</p>`, commentPermissionId: 1 }))).toEqual({ commentText: commentMessages.textTooLong })
  })

  it('lets organization users write only 1 and the super admin only 3 or 4', () => {
    expect(permissionIdsFor('manager')).toEqual([1])
    expect(permissionIdsFor('organization_admin')).toEqual([1])
    expect(permissionIdsFor('super_admin')).toEqual([3, 4])
    expect(permissionIdsFor('talent')).toEqual([])
    const text = '<p>Strong candidate</p>'
    expect(errorsOf(commentInput('manager').safeParse({ commentText: text, commentPermissionId: 3 }))).toEqual({ commentPermissionId: commentMessages.organizationUsersWriteOrgComments })
    expect(errorsOf(commentInput('super_admin').safeParse({ commentText: text, commentPermissionId: '1' }))).toEqual({ commentPermissionId: commentMessages.superAdminWritesOwnKinds })
    expect(errorsOf(commentInput('super_admin').safeParse({ commentText: text, commentPermissionId: 2 }))).toEqual({ commentPermissionId: commentMessages.invalidPermission })
    expect(errorsOf(commentInput('super_admin').safeParse({ commentText: text }))).toEqual({ commentPermissionId: messages.required })
    expect(commentInput('super_admin').parse({ commentText: text, commentPermissionId: '4' })).toEqual({ commentText: text, commentPermissionId: 4, isActive: true, isShared: false })
    expect(commentPatch('manager').parse({ isActive: 'false' })).toEqual({ isActive: false })
  })
})

describe('who sees and deletes comments', () => {
  it('shows talents and contacts nothing, the super admin everything', () => {
    expect(visibleComments(talent, ON)).toBe(false)
    expect(visibleComments(contact, ON)).toBe(false)
    expect(visibleComments(null, ON)).toBe(false)
    expect(visibleComments(superAdmin, { showOrgComments: false, showSuperadminComments: false })).toBe(true)
  })

  it('shows organization users their own, their organization’s linked 1, and linked 3 while the super admin’s comments are on', () => {
    const linked = { talent: { exists: true } }
    expect(visibleComments(manager, ON)).toEqual({
      or: [
        { author: { equals: 'm1' } },
        { and: [linked, { commentPermissionId: { equals: 1 } }, { organization: { equals: ORG } }] },
        { and: [linked, { commentPermissionId: { equals: 3 } }] },
      ],
    })
    expect(visibleComments(manager, { showOrgComments: true, showSuperadminComments: false })).toEqual({
      or: [{ author: { equals: 'm1' } }, { and: [linked, { commentPermissionId: { equals: 1 } }, { organization: { equals: ORG } }] }],
    })
    expect(visibleComments(orgAdmin, { showOrgComments: false, showSuperadminComments: true })).toBe(false)
  })

  it('lets the author, the super admin and an organization admin (own organization, linked) delete', () => {
    expect(deletableComments(manager, ON)).toEqual({ author: { equals: 'm1' } })
    expect(deletableComments(orgAdmin, ON)).toEqual({ or: [{ author: { equals: 'a1' } }, { and: [{ talent: { exists: true } }, { organization: { equals: ORG } }] }] })
    expect(deletableComments(superAdmin, ON)).toBe(true)
    expect(deletableComments(talent, ON)).toBe(false)
    expect(deletableComments(manager, { showOrgComments: false, showSuperadminComments: true })).toBe(false)
  })
})
