/** The spec: the organization account types. Choice names are i18n keys (talentgrid.accountTypes.*). */
export const ACCOUNT_TYPES = ['client', 'acquisition', 'prospect', 'test'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const accountTypeChoices = ACCOUNT_TYPES.map((id) => ({ id, name: `talentgrid.accountTypes.${id}` }))
