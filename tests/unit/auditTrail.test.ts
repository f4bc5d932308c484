import { auditChanges, auditSummary, isIgnoredField, labelReferences, organizationOfRecord, populatedLabels, shouldRecord, type AuditSummaryInput } from '../../domain/auditTrail'

describe('audit trail rules', () => {
  it('records the organization’s collections for any signed-in user, the rest only in an impersonation', () => {
    const plain = { signedIn: true, impersonated: false }
    const impersonated = { signedIn: true, impersonated: true }
    for (const slug of ['organizations', 'users', 'departments', 'engagements', 'groups', 'subgroups', 'group-members', 'group-shares', 'comments', 'time-entries']) {
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

})

describe('audit trail summaries in words', () => {
  const MARCUS = { actorName: 'Marcus Reed', impersonatorName: null }
  const labels: Record<string, string> = {
    'users:t1': 'Emily Carter',
    'users:u2': 'Jane Doe',
    'subgroups:s1': 'Go-Live Week 1',
    'groups:g1': 'Epic Go-Live',
    'departments:d2': 'Finance',
    'organizations:o1': 'Northwind Health System',
  }
  const say = (event: Omit<AuditSummaryInput, 'actorName' | 'impersonatorName'>, known = labels) => auditSummary({ ...MARCUS, ...event }, known)
  const created = (record: Record<string, unknown>) => auditChanges(null, record)
  const deleted = (record: Record<string, unknown>) => auditChanges(record, null)
  const member = { id: 'm1', talent: 't1', subgroup: 's1', group: 'g1', organization: 'o1' }
  const share = { id: 'sh1', subgroup: 's1', group: 'g1', sharedBy: 'u9', sharedWith: 'u2', organization: 'o1' }
  const comment = { id: 'c1', commentText: '<p>Good</p>', talent: 't1', isActive: true, commentPermissionId: 1 }
  const jane = { id: 'u2', firstName: 'Jane', lastName: 'Doe', email: 'jane@northwind.example', role: 'manager', organization: 'o1' }
  const northwind = { id: 'o1', name: 'Northwind Health System', rate: 20, isActive: true }

  // Organization API: the review moves of a time entry
  it('words time entries: logged, approved, declined with the comment, un-approved with the reason, adjusted', () => {
    const entry = { id: 'e1', talent: 't1', organization: 'o1', timekeepingDate: '2026-11-02', durationMinutes: 480, state: 'pending', isAdjustive: false }
    const moved = (from: string, to: string, extra: Record<string, unknown> = {}) => {
      const after = { ...entry, state: to, ...extra }
      return say({ entity: 'time-entries', action: 'update', record: after, changes: auditChanges({ ...entry, state: from }, after) })
    }
    expect(say({ entity: 'time-entries', action: 'create', record: entry, changes: created(entry) })).toBe('Marcus Reed logged 8.00 hours of Emily Carter on 11/02/2026')
    expect(moved('pending', 'approved')).toBe('Marcus Reed approved 8.00 hours of Emily Carter on 11/02/2026')
    expect(moved('pending', 'declined', { clientComment: 'Split by task.' })).toBe('Marcus Reed declined 8.00 hours of Emily Carter on 11/02/2026: Split by task.')
    expect(moved('approved', 'pending', { unapproveReason: 'Wrong day' })).toBe('Marcus Reed un-approved 8.00 hours of Emily Carter on 11/02/2026: Wrong day')
    const child = { ...entry, id: 'e2', isAdjustive: true, parent: 'e1', durationMinutes: 405, deltaMinutes: -75, state: 'approved' }
    expect(say({ entity: 'time-entries', action: 'create', record: child, changes: created(child) })).toBe('Marcus Reed adjusted the time of Emily Carter on 11/02/2026 by -1.25 hours')
    expect(say({ entity: 'time-entries', action: 'update', record: entry, changes: auditChanges({ ...entry, talentComment: '' }, { ...entry, talentComment: 'Build' }) })).toBe(
      'Marcus Reed changed the talent comment of a time entry',
    )
  })

  it('names group members and shares by the talent, the user and the subgroup', () => {
    expect(say({ entity: 'group-members', action: 'create', record: member, changes: created(member) })).toBe('Marcus Reed added Emily Carter to subgroup Go-Live Week 1')
    expect(say({ entity: 'group-members', action: 'delete', record: member, changes: deleted(member) })).toBe('Marcus Reed removed Emily Carter from subgroup Go-Live Week 1')
    expect(say({ entity: 'group-shares', action: 'create', record: share, changes: created(share) })).toBe('Marcus Reed shared subgroup Go-Live Week 1 with Jane Doe')
    expect(say({ entity: 'group-shares', action: 'delete', record: share, changes: deleted(share) })).toBe('Marcus Reed stopped sharing subgroup Go-Live Week 1 with Jane Doe')
  })

  it('never shows an id when a name is unknown', () => {
    expect(say({ entity: 'group-members', action: 'delete', record: member, changes: deleted(member) }, {})).toBe('Marcus Reed removed a talent from a subgroup')
    expect(say({ entity: 'group-shares', action: 'create', record: share, changes: created(share) }, {})).toBe('Marcus Reed shared a subgroup with someone')
    expect(say({ entity: 'comments', action: 'create', record: comment, changes: created(comment) }, {})).toBe('Marcus Reed added a comment on a talent')
    expect(say({ entity: 'groups', action: 'create', record: { id: 'g1', name: '' }, changes: {} })).toBe('Marcus Reed created a group')
  })

  it('words organizations: created, renamed, rate, activation, other fields, deleted', () => {
    expect(say({ entity: 'organizations', action: 'create', record: northwind, changes: created(northwind) })).toBe('Marcus Reed created organization Northwind Health System')
    const changed = (changes: AuditSummaryInput['changes']) => say({ entity: 'organizations', action: 'update', record: northwind, changes })
    expect(changed({ rate: { old: 20, new: 25 } })).toBe('Marcus Reed changed the rate of Northwind Health System from 20 to 25')
    expect(changed({ tierRate: { old: 26, new: 30 } })).toBe('Marcus Reed changed the tier rate of Northwind Health System from 26 to 30')
    expect(changed({ isActive: { old: true, new: false } })).toBe('Marcus Reed deactivated organization Northwind Health System')
    expect(changed({ isActive: { old: false, new: true } })).toBe('Marcus Reed activated organization Northwind Health System')
    expect(changed({ name: { old: 'Northwind', new: 'Northwind Health System' } })).toBe('Marcus Reed renamed organization Northwind to Northwind Health System')
    expect(changed({ city: { old: 'A', new: 'B' }, zipCode: { old: '1', new: '2' }, licenseEndDate: { old: null, new: '2027-01-01' } })).toBe(
      'Marcus Reed changed the city, ZIP code and license end date of organization Northwind Health System',
    )
    expect(say({ entity: 'organizations', action: 'delete', record: northwind, changes: deleted(northwind) })).toBe('Marcus Reed deleted organization Northwind Health System')
  })

  it('words users: added, deactivated, reactivated, role, department, approval, several changes at once', () => {
    const changed = (changes: AuditSummaryInput['changes'], record: Record<string, unknown> = jane) => say({ entity: 'users', action: 'update', record, changes })
    expect(say({ entity: 'users', action: 'create', record: jane, changes: created(jane) })).toBe('Marcus Reed added manager Jane Doe')
    expect(changed({ isDeactivated: { old: false, new: true } })).toBe('Marcus Reed deactivated Jane Doe')
    expect(changed({ isDeactivated: { old: true, new: false } })).toBe('Marcus Reed reactivated Jane Doe')
    expect(changed({ role: { old: 'manager', new: 'organization_admin' } })).toBe('Marcus Reed changed the role of Jane Doe from manager to organization admin')
    expect(changed({ department: { old: null, new: 'd2' } }, { ...jane, department: 'd2' })).toBe('Marcus Reed moved Jane Doe to department Finance')
    expect(changed({ department: { old: 'd2', new: null } })).toBe('Marcus Reed took Jane Doe out of their department')
    expect(changed({ title: { old: 'A', new: 'B' }, isDeactivated: { old: false, new: true } })).toBe('Marcus Reed deactivated Jane Doe and changed the title of manager Jane Doe')
    const talent = { id: 't1', firstName: 'Emily', lastName: 'Carter', role: 'talent' }
    expect(changed({ isTalentApprovedByPlatform: { old: false, new: true } }, talent)).toBe('Marcus Reed approved talent Emily Carter')
    expect(changed({ isTalentApprovedByPlatform: { old: true, new: false } }, talent)).toBe('Marcus Reed withdrew the approval of talent Emily Carter')
    expect(changed({ firstName: { old: null, new: null } }, { id: 'u3', email: 'x@y.example', role: 'contact' })).toBe('Marcus Reed changed the first name of contact x@y.example')
    expect(say({ entity: 'users', action: 'delete', record: jane, changes: deleted(jane) })).toBe('Marcus Reed deleted manager Jane Doe')
  })

  it('words departments, groups, subgroups, engagements and comments', () => {
    const finance = { id: 'd2', name: 'Finance', organization: 'o1' }
    expect(say({ entity: 'departments', action: 'create', record: finance, changes: created(finance) })).toBe('Marcus Reed created department Finance')
    expect(say({ entity: 'departments', action: 'update', record: finance, changes: { name: { old: 'Fin', new: 'Finance' } } })).toBe('Marcus Reed renamed department Fin to Finance')
    const subgroup = { id: 's1', name: 'Go-Live Week 1', group: 'g1', organization: 'o1' }
    expect(say({ entity: 'subgroups', action: 'create', record: subgroup, changes: created(subgroup) })).toBe('Marcus Reed created subgroup Go-Live Week 1 in group Epic Go-Live')
    expect(say({ entity: 'groups', action: 'delete', record: { id: 'g1', name: 'Epic Go-Live' }, changes: {} })).toBe('Marcus Reed deleted group Epic Go-Live')
    const engagement = { id: 'e1', name: 'Epic upgrade', status: 'pending', organization: 'o1' }
    expect(say({ entity: 'engagements', action: 'update', record: engagement, changes: { status: { old: 'pending', new: 'active' } } })).toBe(
      'Marcus Reed changed the status of Epic upgrade from pending to active',
    )
    expect(say({ entity: 'comments', action: 'create', record: comment, changes: created(comment) })).toBe('Marcus Reed added a comment on Emily Carter')
    expect(say({ entity: 'comments', action: 'update', record: comment, changes: { commentText: { old: '<p>A</p>', new: '<p>B</p>' } } })).toBe('Marcus Reed edited a comment on Emily Carter')
    expect(say({ entity: 'comments', action: 'update', record: comment, changes: { commentPermissionId: { old: 1, new: 2 } } })).toBe(
      'Marcus Reed changed the visibility of a comment on Emily Carter from 1 to 2',
    )
    expect(say({ entity: 'comments', action: 'delete', record: comment, changes: deleted(comment) })).toBe('Marcus Reed deleted a comment on Emily Carter')
  })

  it('names the impersonator first, and words a talent’s own records changed in an impersonation', () => {
    const link = { id: 'l1', talent: 't1', link: 'https://example.com', description: 'Portfolio' }
    const asTalent = (event: Omit<AuditSummaryInput, 'actorName' | 'impersonatorName'>) => auditSummary({ actorName: 'Sofia Martinez', impersonatorName: 'Ann Admin', ...event })
    expect(asTalent({ entity: 'external-links', action: 'create', record: link, changes: created(link) })).toBe('Ann Admin as Sofia Martinez created external link Portfolio')
    const work = { id: 'w1', position: 'Analyst', organizationName: 'Acme' }
    expect(asTalent({ entity: 'work-experiences', action: 'update', record: work, changes: { responsibilities: { old: null, new: '<p>x</p>' } } })).toBe(
      'Ann Admin as Sofia Martinez changed the responsibilities of work experience Analyst at Acme',
    )
    expect(asTalent({ entity: 'availabilities', action: 'delete', record: { id: 'a1', hoursPerWeek: 20 }, changes: {} })).toBe('Ann Admin as Sofia Martinez deleted an availability')
  })

  it('asks for the related names it needs, except those already populated', () => {
    expect(labelReferences('group-members', member)).toEqual([
      { collection: 'users', id: 't1' },
      { collection: 'subgroups', id: 's1' },
    ])
    expect(labelReferences('departments', { id: 'd1', name: 'Finance', organization: 'o1' })).toEqual([])
    const populated = { ...share, sharedWith: { id: 'u2', firstName: 'Jane', lastName: 'Doe', createdAt: 'x' } }
    expect(labelReferences('group-shares', populated)).toEqual([{ collection: 'subgroups', id: 's1' }])
    expect(populatedLabels('group-shares', populated)).toEqual({ 'users:u2': 'Jane Doe' })
    expect(auditSummary({ ...MARCUS, entity: 'group-shares', action: 'create', record: populated, changes: {} }, { 'subgroups:s1': 'Go-Live Week 1' })).toBe(
      'Marcus Reed shared subgroup Go-Live Week 1 with Jane Doe',
    )
  })
})
