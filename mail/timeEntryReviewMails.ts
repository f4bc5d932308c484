import { compose, type MailContent } from './templates'

/**
 * The e-mail of a review move the talent must hear of: an approver
 * took back the approval of their time, with the reason. Links to the talent's time tracking page.
 */
export const timeUnapprovedMail = (firstName: string, reviewer: string, engagement: string, day: string, hours: string, reason: string, url: string): MailContent =>
  compose(
    `Your time on ${day} needs another look`,
    `Hi ${firstName},`,
    [`${reviewer} took back the approval of your ${hours} hours on ${day} for the engagement "${engagement}".`, `Reason: ${reason}`, 'The entry is waiting for approval again; change it if it needs a correction.'],
    { label: 'Open your time sheet', url },
  )
