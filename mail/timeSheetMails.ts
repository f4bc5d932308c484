import { periodLabel, type PayPeriod } from '../domain/timeSheets/payPeriods'
import { compose, type MailContent } from './templates'
import { formatDate } from '../contract/format'

/**
 * The daily time-sheet job's e-mails: the
 * talent's reminder two days before a pay period's talent window closes, and the approvers' notice of
 * time waiting more than 3 days for approval. Dates as the product shows them (MM/dd/yyyy).
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export interface TimeSheetReminderFacts {
  talentFirstName: string
  organizationName: string
  period: PayPeriod
  /** The last day the talent may still change and submit the period's time. */
  windowLastDay: string
  openCount: number
  declinedCount: number
  engagementNames: string[]
  url: string
}

export function timeSheetReminderMail(facts: TimeSheetReminderFacts): MailContent {
  const waiting: string[] = []
  if (facts.openCount) waiting.push(`${plural(facts.openCount, 'entry', 'entries')} not submitted yet`)
  if (facts.declinedCount) waiting.push(`${plural(facts.declinedCount, 'declined entry', 'declined entries')} to correct`)
  return compose(
    `Submit your time for ${periodLabel(facts.period)} by ${formatDate(facts.windowLastDay)}`,
    `Hi ${facts.talentFirstName},`,
    [
      `Your time sheet for ${facts.organizationName} in the pay period ${periodLabel(facts.period)} has ${waiting.join(' and ')} (${facts.engagementNames.join(', ')}).`,
      `Please submit it by ${formatDate(facts.windowLastDay)}. After that day the period is closed: a change becomes an adjustment the organization has to review.`,
    ],
    { label: 'Open your time sheet', url: facts.url },
  )
}

export interface PendingTimeFacts {
  approverFirstName: string
  /** One line per talent and engagement: who, where, how many entries and hours. */
  lines: { talentName: string; engagementName: string; entries: number; hours: string; oldestDay: string }[]
  url: string
}

export function pendingTimeEscalationMail(facts: PendingTimeFacts): MailContent {
  const total = facts.lines.reduce((sum, line) => sum + line.entries, 0)
  return compose(
    `${plural(total, 'time entry has', 'time entries have')} waited more than 3 days for approval`,
    `Hi ${facts.approverFirstName},`,
    [
      'The following time was submitted more than 3 days ago and is still waiting for approval:',
      ...facts.lines.map(
        (line) => `${line.talentName}, ${line.engagementName}: ${plural(line.entries, 'entry', 'entries')}, ${line.hours} hours (from ${formatDate(line.oldestDay)})`,
      ),
      'Approve or decline it so the talent can be paid on time.',
    ],
    { label: 'Review time', url: facts.url },
  )
}
