import { zodErrors } from '../../contract/errors'
import {
  applyRoleChange,
  managesEngagements,
  organizationUserCreateInput,
  organizationUserErrors,
  organizationUserPatchInput,
  roleChangeAllowed,
  roleOptions,
  superAdminUserCreateInput,
} from '../../contract/organizationUsers'
import { departmentCreateInput, departmentPatchInput } from '../../contract/departments'
import { presentOrganizationUser } from '../../domain/accounts/presentOrganizationUser'

const REQUIRED = 'This field is required'
const DEPARTMENT = '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f'

const errorsOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : zodErrors(result.error as never)
}

const valid = { firstName: 'Nora', lastName: 'Quinn', email: 'Nora.Quinn@Example.org', role: 'manager', departmentId: DEPARTMENT }

describe('role change rules', () => {
  const manager = { role: 'manager' as const, departmentId: DEPARTMENT, hasPermissionSendEngagement: true, hasPermissionViewRate: false }

  it('Admin clears the department and turns both permissions on', () => {
    expect(applyRoleChange(manager, 'organization_admin')).toEqual({
      role: 'organization_admin',
      departmentId: null,
      hasPermissionSendEngagement: true,
      hasPermissionViewRate: true,
    })
  })

  it('Contact turns both permissions off and keeps the rest', () => {
    expect(applyRoleChange({ ...manager, hasPermissionViewRate: true }, 'contact')).toEqual({
      role: 'contact',
      departmentId: DEPARTMENT,
      hasPermissionSendEngagement: false,
      hasPermissionViewRate: false,
    })
  })

  it('Manager keeps the chosen permissions and department', () => {
    expect(applyRoleChange({ ...manager, role: 'organization_admin' as const }, 'manager')).toEqual(manager)
  })

  it('Manager requires a department', () => {
    expect(organizationUserErrors({ role: 'manager', departmentId: null })).toEqual({ departmentId: [REQUIRED] })
    expect(organizationUserErrors({ role: 'manager', departmentId: DEPARTMENT })).toEqual({})
    expect(organizationUserErrors({ role: 'contact', departmentId: null })).toEqual({})
    expect(organizationUserErrors({ role: 'organization_admin' })).toEqual({})
  })

  it('requires customContactType only when contactType is custom', () => {
    expect(organizationUserErrors({ role: 'contact', contactType: 'custom', customContactType: '  ' })).toEqual({ customContactType: [REQUIRED] })
    expect(organizationUserErrors({ role: 'contact', contactType: 'custom', customContactType: 'Compliance' })).toEqual({})
    expect(organizationUserErrors({ role: 'contact', contactType: 'billing' })).toEqual({})
  })
})

describe('role options (admin and manager switch between each other, a contact stays a contact)', () => {
  it('offers every role when adding', () => {
    expect(roleOptions('add')).toEqual(['organization_admin', 'manager', 'contact'])
  })

  it('switches an admin or a manager only between those two, and keeps a contact a contact', () => {
    expect(roleOptions('edit', 'organization_admin')).toEqual(['organization_admin', 'manager'])
    expect(roleOptions('edit', 'manager')).toEqual(['organization_admin', 'manager'])
    expect(roleOptions('edit', 'contact')).toEqual(['contact'])
    expect(roleChangeAllowed('manager', 'organization_admin')).toBe(true)
    expect(roleChangeAllowed('organization_admin', 'manager')).toBe(true)
    expect(roleChangeAllowed('manager', 'contact')).toBe(false)
    expect(roleChangeAllowed('organization_admin', 'contact')).toBe(false)
    expect(roleChangeAllowed('contact', 'manager')).toBe(false)
    expect(roleChangeAllowed('contact', 'contact')).toBe(true)
  })

  it('lets admins and managers with Manage Engagement hold engagements', () => {
    expect(managesEngagements({ role: 'organization_admin', hasPermissionSendEngagement: false })).toBe(true)
    expect(managesEngagements({ role: 'manager', hasPermissionSendEngagement: true })).toBe(true)
    expect(managesEngagements({ role: 'manager', hasPermissionSendEngagement: false })).toBe(false)
    expect(managesEngagements({ role: 'contact', hasPermissionSendEngagement: true })).toBe(false)
  })
})

describe('organization user payloads', () => {
  it('requires firstName, lastName, role and email', () => {
    expect(errorsOf(organizationUserCreateInput, {})).toEqual({
      firstName: [REQUIRED],
      lastName: [REQUIRED],
      email: [REQUIRED],
      role: [REQUIRED],
    })
  })

  it('accepts a complete manager and normalises e-mails and phones', () => {
    const result = organizationUserCreateInput.parse({
      ...valid,
      phone: '(608) 555-0199',
      additionalEmailList: ['Second@Example.org', ''],
      additionalPhoneList: ['608-555-0100', ''],
      hasPermissionSendEngagement: 'true',
    })
    expect(result).toMatchObject({
      email: 'nora.quinn@example.org',
      phone: '+16085550199',
      additionalEmailList: ['second@example.org'],
      additionalPhoneList: ['+16085550100'],
      hasPermissionSendEngagement: true,
      departmentId: DEPARTMENT,
    })
  })

  it('rejects an unknown role, a manager without a department and a custom contact type without its name', () => {
    expect(errorsOf(organizationUserCreateInput, { ...valid, role: 'super_admin' })).toEqual({ role: ['Select a valid role.'] })
    expect(errorsOf(organizationUserCreateInput, { ...valid, departmentId: '' })).toEqual({ departmentId: [REQUIRED] })
    expect(errorsOf(organizationUserCreateInput, { ...valid, role: 'contact', departmentId: null, contactType: 'custom' })).toEqual({
      customContactType: [REQUIRED],
    })
  })

  it('checks every extra e-mail and phone', () => {
    expect(errorsOf(organizationUserCreateInput, { ...valid, additionalEmailList: ['ok@example.org', 'not-an-email'] })).toEqual({
      additionalEmailList: ['Must be a valid email address.'],
    })
    expect(errorsOf(organizationUserCreateInput, { ...valid, additionalPhoneList: ['608-555'] })).toEqual({
      additionalPhoneList: ['The phone number entered is not valid.'],
    })
    expect(errorsOf(organizationUserCreateInput, { ...valid, phone: '1'.repeat(26) })).toEqual({ phone: ['The phone number entered is not valid.'] })
  })

  it('needs an organization when the super admin adds a user', () => {
    expect(errorsOf(superAdminUserCreateInput, valid)).toEqual({ organizationId: [REQUIRED] })
  })

  it('lets a PATCH send any subset, checked later on the stored user', () => {
    expect(organizationUserPatchInput.parse({ isDeactivated: 'true', reassignedUserId: '' })).toEqual({ isDeactivated: true, reassignedUserId: null })
    expect(errorsOf(organizationUserPatchInput, { hasTimeSheetApproval: 'maybe' })).toEqual({ hasTimeSheetApproval: ['Must be a valid boolean.'] })
  })
})

describe('department payloads', () => {
  it('requires a name of at most 20 characters, depId at most 10, description at most 100', () => {
    expect(errorsOf(departmentCreateInput, {})).toEqual({ name: [REQUIRED] })
    expect(errorsOf(departmentCreateInput, { name: 'x'.repeat(21), depId: 'x'.repeat(11), description: 'x'.repeat(101) })).toEqual({
      name: ['Ensure this field has no more than 20 characters.'],
      depId: ['Ensure this field has no more than 10 characters.'],
      description: ['Ensure this field has no more than 100 characters.'],
    })
    expect(departmentCreateInput.parse({ name: 'x'.repeat(20), depId: 'x'.repeat(10), description: 'x'.repeat(100) })).toMatchObject({ name: 'x'.repeat(20) })
  })

  it('takes specialization ids once each, and nothing else', () => {
    expect(departmentPatchInput.parse({ specializations: [DEPARTMENT, DEPARTMENT] })).toEqual({ specializations: [DEPARTMENT] })
    expect(errorsOf(departmentPatchInput, { specializations: ['epic'] })).toEqual({ specializations: ['Select a valid specialization.'] })
  })
})

describe('OrgUser JSON', () => {
  const stored = {
    id: 'u1',
    firstName: 'Nora',
    lastName: 'Quinn',
    email: 'nora@example.org',
    organization: 'o1',
    department: 'd1',
    lastLogin: '2026-01-02T00:00:00.000Z',
    emailConfirmedAt: '2026-01-01T00:00:00.000Z',
  }

  it('shows an admin with both permissions and a contact with neither, whatever is stored', () => {
    const admin = presentOrganizationUser({ ...stored, role: 'organization_admin' }, { departmentName: null, engagementsCount: 2 })
    expect(admin).toMatchObject({ hasPermissionSendEngagement: true, hasPermissionViewRate: true, status: 'active', engagementsCount: 2 })
    const contact = presentOrganizationUser(
      { ...stored, role: 'contact', hasPermissionSendEngagement: true, hasPermissionViewRate: true, isDeactivated: true },
      { departmentName: 'Ambulatory', engagementsCount: 0 },
    )
    expect(contact).toMatchObject({ hasPermissionSendEngagement: false, hasPermissionViewRate: false, status: 'deactivated', departmentName: 'Ambulatory' })
  })
})
