import { formatUsd, parseUsd } from '../../../../contract/engagements/pricing'

/** An API amount ('120.00') as the screens show it ('$120.00'); null (not visible to this user) as null. */
export function shownAmount(decimal: string | null | undefined): string | null {
  if (decimal === null || decimal === undefined) return null
  const cents = parseUsd(decimal)
  return cents === null ? decimal : formatUsd(cents)
}
