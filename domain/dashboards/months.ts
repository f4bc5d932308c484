import type { MonthFigure } from '../../contract/dashboards'

/**
 * Month bucketing of the dashboards' charts. Time entries carry the
 * calendar day worked ('yyyy-MM-dd', already the organization's day: domain/timeSheets), so a month is the
 * first seven characters of that day and no instant or zone is involved. The window is the 12 months
 * ending with the month of "today", where today is the caller's organization's day from domain/clock.ts.
 */

export const CHART_MONTHS = 12

const MONTH = /^(\d{4})-(\d{2})$/

/** 'yyyy-MM' of a calendar date. */
export const monthOf = (date: string): string => date.slice(0, 7)

/** The month `offset` months after 'yyyy-MM' (negative: before). */
export function shiftMonth(month: string, offset: number): string {
  const match = MONTH.exec(month)
  if (!match) throw new RangeError(`Not a month: '${month}'`)
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + offset
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The `count` months ending with today's month, oldest first. */
export function monthsEndingWith(today: string, count: number = CHART_MONTHS): string[] {
  const last = monthOf(today)
  return Array.from({ length: count }, (_, index) => shiftMonth(last, index - count + 1))
}

/** The first and last calendar day the months cover (a filter on the day worked). */
export function monthsRange(months: readonly string[]): { from: string; to: string } {
  return { from: `${months[0]}-01`, to: `${months[months.length - 1]}-31` }
}

/**
 * Sums rows into the months: each row names its day, minutes and cents; rows outside the months are
 * ignored. `withCents` false gives `cents: null` in every month (who may not see money gets none).
 */
export class MonthTotals {
  private readonly figures: Map<string, { minutes: number; cents: number }>

  constructor(
    readonly months: readonly string[],
    private readonly withCents: boolean,
  ) {
    this.figures = new Map(months.map((month) => [month, { minutes: 0, cents: 0 }]))
  }

  add(day: string, minutes: number, cents: number): void {
    const figure = this.figures.get(monthOf(day))
    if (!figure) return
    figure.minutes += minutes
    figure.cents += cents
  }

  result(): MonthFigure[] {
    return this.months.map((month) => {
      const figure = this.figures.get(month)!
      return { month, minutes: figure.minutes, cents: this.withCents ? figure.cents : null }
    })
  }
}
