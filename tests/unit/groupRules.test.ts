import { availabilityCover, groupInput, shareGroupInput, shareSelectionErrors } from '../../contract/groups'

/** The pure rules of groups (contract/groups.ts): names, the availability range that hides members, Share Group's selection. */
describe('group and subgroup names', () => {
  it('requires a name of at most 100 characters', () => {
    expect(groupInput.safeParse({ name: 'Epic pool' }).success).toBe(true)
    expect(groupInput.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(['This field is required'])
    expect(groupInput.safeParse({ name: '  ' }).error?.issues.map((issue) => issue.message)).toEqual(['This field is required'])
    expect(groupInput.safeParse({ name: 'x'.repeat(101) }).error?.issues.map((issue) => issue.message)).toEqual(['Ensure this field has no more than 100 characters.'])
  })
})

describe('availabilityCover', () => {
  it('asks for a window covering the whole range, one given day, or any window not over by today', () => {
    expect(availabilityCover('2027-03-01', '2027-03-31', '2027-01-01')).toEqual({ kind: 'range', from: '2027-03-01', to: '2027-03-31' })
    expect(availabilityCover('2027-03-01', undefined, '2027-01-01')).toEqual({ kind: 'range', from: '2027-03-01', to: '2027-03-01' })
    expect(availabilityCover(undefined, '2027-03-31', '2027-01-01')).toEqual({ kind: 'range', from: '2027-03-31', to: '2027-03-31' })
    expect(availabilityCover(undefined, undefined, '2027-01-01')).toEqual({ kind: 'notOverBy', day: '2027-01-01' })
  })

  it('reads a range given backwards as the same range', () => {
    expect(availabilityCover('2027-03-31', '2027-03-01', '2027-01-01')).toEqual({ kind: 'range', from: '2027-03-01', to: '2027-03-31' })
  })
})

describe('Share Group selection', () => {
  const base = { subgroupIds: ['s1'], groupSubgroupIds: new Set(['s1', 's2']), managerIds: ['m1'], eligibleManagerIds: new Set(['m1', 'm2']) }

  it('accepts subgroups of the group and eligible managers', () => {
    expect(shareSelectionErrors(base)).toEqual({})
    expect(shareSelectionErrors({ ...base, subgroupIds: ['s1', 's2'], managerIds: ['m1', 'm2'] })).toEqual({})
  })

  it('needs at least one subgroup and one manager', () => {
    expect(shareSelectionErrors({ ...base, subgroupIds: [], managerIds: [] })).toEqual({ subgroupIds: ['Select at least one subgroup'], managerIds: ['Select at least one manager'] })
  })

  it('refuses a subgroup of another group and anyone not eligible (the sharer is never eligible)', () => {
    expect(shareSelectionErrors({ ...base, subgroupIds: ['s1', 'elsewhere'] })).toEqual({ subgroupIds: ['Select a valid subgroup.'] })
    expect(shareSelectionErrors({ ...base, managerIds: ['m1', 'sharer'] })).toEqual({ managerIds: ['Select a valid manager.'] })
  })

  it('requires the three fields of the payload', () => {
    const result = shareGroupInput.safeParse({})
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'groupId: This field is required',
      'subgroupIds: This field is required',
      'managerIds: This field is required',
    ])
  })
})
