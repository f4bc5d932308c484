import { formatMoney } from '../format'
import type { MonthFigure } from './index'

/**
 * How the dashboards' month charts and their tables write the figures of `MonthFigure` (pure, no DOM):
 * shared by the portals' chart (portals/shared/charts/) and the console's own (admin-ui/dashboard/),
 * which may not import portals/. The figures stay integers (minutes, cents) until they are written.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'yyyy-MM' as 'Nov 2026'; anything else is shown as it came. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const index = match ? Number(match[2]) - 1 : -1
  return match && index >= 0 && index < 12 ? `${MONTHS[index]} ${match[1]}` : month
}

/** Whole minutes as hours for a chart's value: 90 -> 1.5 (two decimals at most). */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100

/** Whole minutes as hours to read: 0 -> '0 h', 90 -> '1.5 h', 12345 -> '205.75 h', 600000 -> '10,000 h'. */
export function formatHours(minutes: number): string {
  return `${minutesToHours(minutes).toLocaleString('en-US', { maximumFractionDigits: 2 })} h`
}

/** Cents as dollars for a chart's value (the axis and the bars): 123456 -> 1234.56. */
export const centsToDollars = (cents: number): number => cents / 100

/**
 * Dollars on a chart axis, short enough for a 375 px screen: 0 -> '$0', 950 -> '$950', 1500 -> '$1.5k',
 * 2000000 -> '$2M'. Whole dollars below a thousand; the table beside the chart has the exact amounts.
 */
export function formatAxisDollars(dollars: number): string {
  const sign = dollars < 0 ? '-' : ''
  const absolute = Math.abs(dollars)
  const short = (value: number, unit: string) => `${sign}$${Number(value.toFixed(1)).toLocaleString('en-US')}${unit}`
  if (absolute >= 1_000_000) return short(absolute / 1_000_000, 'M')
  if (absolute >= 1_000) return short(absolute / 1_000, 'k')
  return `${sign}$${Math.round(absolute).toLocaleString('en-US')}`
}

/** Whether any month carries money: the chart then shows dollars beside the hours. */
export const hasCents = (figures: readonly MonthFigure[]): boolean => figures.some((figure) => figure.cents !== null)

/** The rows of the table behind a chart: the month, the hours and (when there is money) the dollars exactly. */
export function monthRows(figures: readonly MonthFigure[]): { month: string; label: string; hours: string; dollars: string | null }[] {
  const withMoney = hasCents(figures)
  return figures.map((figure) => ({
    month: figure.month,
    label: monthLabel(figure.month),
    hours: formatHours(figure.minutes),
    dollars: withMoney ? formatMoney(figure.cents ?? 0) : null,
  }))
}
