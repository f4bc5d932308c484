import { compose, type MailContent } from './templates'

/**
 * The engagement e-mails: the talent hears of an offer, its
 * withdrawal or termination and an extension to accept; every owner hears of the talent's answers and of
 * the daily job's start and expiry. Each links to the engagement in the recipient's portal.
 */

const view = (url: string) => ({ label: 'View the engagement', url })

export const engagementSentMail = (firstName: string, organization: string, engagement: string, url: string): MailContent =>
  compose(`New engagement offer from ${organization}`, `Hi ${firstName},`, [`${organization} sent you the engagement "${engagement}".`, 'Review it, then accept or decline it.'], view(url))

export const engagementWithdrawnMail = (firstName: string, organization: string, engagement: string, url: string): MailContent =>
  compose(`${organization} withdrew the engagement "${engagement}"`, `Hi ${firstName},`, [`${organization} withdrew its offer of the engagement "${engagement}". There is nothing for you to do.`], view(url))

export const engagementTerminatedMail = (firstName: string, organization: string, engagement: string, reason: string, url: string): MailContent =>
  compose(`The engagement "${engagement}" was terminated`, `Hi ${firstName},`, [`${organization} terminated the engagement "${engagement}".`, `Reason: ${reason}`], view(url))

export const extensionSentMail = (firstName: string, organization: string, engagement: string, endDate: string, url: string): MailContent =>
  compose(`${organization} wants to extend "${engagement}"`, `Hi ${firstName},`, [`${organization} would like to extend the engagement "${engagement}" until ${endDate}.`, 'Review the extension and accept it; until then the current end date holds.'], view(url))

export const engagementAcceptedMail = (firstName: string, talent: string, engagement: string, url: string): MailContent =>
  compose(`${talent} accepted "${engagement}"`, `Hi ${firstName},`, [`${talent} accepted the engagement "${engagement}".`], view(url))

export const engagementDeclinedMail = (firstName: string, talent: string, engagement: string, reason: string | null, url: string): MailContent =>
  compose(`${talent} declined "${engagement}"`, `Hi ${firstName},`, [`${talent} declined the engagement "${engagement}".`, ...(reason ? [`Reason: ${reason}`] : [])], view(url))

export const extensionAcceptedMail = (firstName: string, talent: string, engagement: string, endDate: string, url: string): MailContent =>
  compose(`${talent} accepted the extension of "${engagement}"`, `Hi ${firstName},`, [`${talent} accepted the extension of the engagement "${engagement}"; it now ends on ${endDate}.`], view(url))
