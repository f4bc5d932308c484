import { formatUsd, parseUsd } from '../../../../contract/engagements/pricing'

/**
 * An API amount ('120.00') as the screens show it ('$120.00'); null (not visible to this user) as null.
 * Differences may be negative ('-120.00' -> '-$120.00': an adjustment's cost change); parseUsd reads
 * only non-negative amounts, so the sign is taken off first.
 */
export function shownAmount(decimal: string | null | undefined): string | null {
  if (decimal === null || decimal === undefined) return null
  const negative = decimal.trim().startsWith('-')
  const cents = parseUsd(negative ? decimal.trim().slice(1) : decimal)
  return cents === null ? decimal : formatUsd(negative ? -cents : cents)
}
