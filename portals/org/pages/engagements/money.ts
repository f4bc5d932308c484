import { formatMoneyText } from '../../../../contract/format'

/**
 * An API amount ('120.00', or a negative difference '-120.00': an adjustment's cost change) as the
 * screens show it ('$120.00', '-$120.00'); null (not visible to this user) as null, and text that is not
 * an amount as it came.
 */
export function shownAmount(decimal: string | null | undefined): string | null {
  if (decimal === null || decimal === undefined) return null
  return formatMoneyText(decimal) ?? decimal
}
