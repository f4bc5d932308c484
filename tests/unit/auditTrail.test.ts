import { auditChanges, auditSummary, isIgnoredField, organizationOfRecord, shouldRecord } from '../../domain/auditTrail'

describe('audit trail rules', () => {
  it('records the organization’s collections for any signed-in user, the rest only in an impersonation', () => {
    const plain = { signedIn: true, impersonated: false }
    const impersonated = { signedIn: true, impersonated: true }
    for (const slug of ['organizations', 'users', 'departments', 'engagements', 'groups', 'subgroups', 'group-members', 'group-shares', 'comments']) {
      expect(shouldRecord(slug, plain)).toBe(true)
    }
    expect(shouldRecord('availabilities', plain)).toBe(false)
    expect(shouldRecord('availabilities', impersonated)).toBe(true)
    expect(shouldRecord('users', { signedIn: false, impersonated: false })).toBe(false)
    for (const slug of ['audit-events', 'stored-files', 'impersonations']) expect(shouldRecord(slug, impersonated)).toBe(false)
  })

  it('keeps secrets and bookkeeping out of the changes', () => {
    for (const field of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'emailConfirmationTokenHash', 'lockUntil', 'loginAttempts', 'lastLogin', 'updatedAt', 'createdAt']) {
      expect(isIgnoredField(field)).toBe(true)
    }
    expect(isIgnoredField('title')).toBe(false)
    expect(auditChanges({ id: 'u1', title: 'A', hash: 'x', loginAttempts: 0, updatedAt: '1' }, { id: 'u1', title: 'A', hash: 'y', loginAttempts: 3, updatedAt: '2' })).toEqual({})
  })

  it('lists old and new values of changed fields, comparing related records by id', () => {
    const organization = { id: 'o1', name: 'Northwind', createdAt: '2026-01-01' }
    expect(auditChanges({ title: 'Analyst', organization: 'o1', phone: null }, { title: 'Lead', organization, phone: null })).toEqual({ title: { old: 'Analyst', new: 'Lead' } })
    expect(auditChanges(null, { id: 'c1', commentText: '<p>Hi</p>', talent: null, createdAt: 'x' })).toEqual({ commentText: { old: null, new: '<p>Hi</p>' } })
    expect(auditChanges({ id: 'c1', commentText: '<p>Hi</p>' }, null)).toEqual({ commentText: { old: '<p>Hi</p>', new: null } })
    expect(auditChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({ tags: { old: ['a'], new: ['a', 'b'] } })
  })

  it('files an event under the record’s organization, or the organization itself', () => {
    expect(organizationOfRecord('organizations', { id: 'o1' }, 'update')).toBe('o1')
    expect(organizationOfRecord('organizations', { id: 'o1' }, 'delete')).toBeNull()
    expect(organizationOfRecord('users', { id: 'u1', organization: { id: 'o2', createdAt: 'x' } }, 'update')).toBe('o2')
    expect(organizationOfRecord('availabilities', { id: 'a1', talent: 't1' }, 'create')).toBeNull()
  })

  it('summarizes an event in one line, naming the impersonator first', () => {
    const changes = { title: { old: 'A', new: 'B' } }
    expect(auditSummary({ actorName: 'Jane Doe', impersonatorName: null, entity: 'users', recordId: 'u1', action: 'update', changes })).toBe('Jane Doe updated users u1: title')
    expect(auditSummary({ actorName: 'Jane Doe', impersonatorName: 'Ann Admin', entity: 'comments', recordId: 'c1', action: 'delete', changes })).toBe('Ann Admin as Jane Doe deleted comments c1')
  })
})
