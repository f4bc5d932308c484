import { compose, type MailContent } from './templates'

/**
 * The opportunity e-mails: a talent who applied and was then removed
 * from the applicants hears that they are not a fit (the spec: "they will be notified that they are
 * not a fit for this position"). Talents removed before applying hear nothing; a restore sends nothing.
 */
export const notAFitMail = (firstName: string, organization: string, opportunity: string, url: string): MailContent =>
  compose(
    `Your application to "${opportunity}"`,
    `Hi ${firstName},`,
    [`Thank you for applying to "${opportunity}" at ${organization}.`, `${organization} decided that you are not a fit for this position. Other opportunities are waiting for you on Talentgrid.`],
    { label: 'View your applications', url },
  )
