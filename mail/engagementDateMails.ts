import { compose, type MailContent } from './templates'
import { formatDate } from '../contract/format'

/**
 * The daily job's e-mails to every owner of an engagement: it has
 * started (accepted -> active on its start day) or expired (active -> expired the day after its end
 * day). Dates are calendar dates, shown as the product shows them (MM/dd/yyyy).
 */

export interface EngagementDateMailFacts {
  ownerFirstName: string
  engagementName: string
  talentName: string
  startDate: string
  endDate: string
  url: string
}

export function engagementStartedMail(facts: EngagementDateMailFacts): MailContent {
  return compose(
    `${facts.engagementName} has started`,
    `Hi ${facts.ownerFirstName},`,
    [
      `${facts.engagementName} with ${facts.talentName} started on ${formatDate(facts.startDate)} and is now active.`,
      `It runs until ${formatDate(facts.endDate)}.`,
    ],
    { label: 'Open the engagement', url: facts.url },
  )
}

export function engagementExpiredMail(facts: EngagementDateMailFacts): MailContent {
  return compose(
    `${facts.engagementName} has expired`,
    `Hi ${facts.ownerFirstName},`,
    [
      `${facts.engagementName} with ${facts.talentName} ended on ${formatDate(facts.endDate)} and has expired.`,
      'To keep working with the talent, duplicate it as a new engagement.',
    ],
    { label: 'Open the engagement', url: facts.url },
  )
}
