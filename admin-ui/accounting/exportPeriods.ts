import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { payPeriodOf, periodLabel, previousPayPeriod, type PayPeriod } from '../../domain/timeSheets/payPeriods'

/** How many periods the picker offers: six months, the organizations' adjustment horizon. */
export const OFFERED_PERIODS = 12

/** Today on the calendar of a zone, read from this browser's clock (only when the server's answer is missing). */
export function browserToday(timeZone = DEFAULT_ORGANIZATION_TIME_ZONE, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

export interface PeriodChoice {
  period: PayPeriod
  label: string
  /** 'current' for today's period, 'previous' for the one before it (the usual export), else null. */
  tag: 'current' | 'previous' | null
}

/** The current period first, then the earlier ones, newest first. */
export function periodChoices(today: string, count = OFFERED_PERIODS): PeriodChoice[] {
  const choices: PeriodChoice[] = []
  let period = payPeriodOf(today)
  for (let index = 0; index < count; index++) {
    choices.push({ period, label: periodLabel(period), tag: index === 0 ? 'current' : index === 1 ? 'previous' : null })
    period = previousPayPeriod(period)
  }
  return choices
}
