import { compose, type MailContent } from './templates'

/**
 * The e-mails of talent search: an organization user found
 * no talent and told the platform what they were looking for. Every active super admin hears of it, with
 * the message and the last search, and a link to the feedback in the console.
 */
export const talentNotFoundMail = (
  firstName: string,
  sender: string,
  organization: string,
  message: string,
  lastSearch: string,
  url: string,
): MailContent =>
  compose(
    `Talent not found: feedback from ${sender} (${organization})`,
    `Hi ${firstName},`,
    [
      `${sender} of ${organization} could not find the talent they were looking for and sent this feedback:`,
      `"${message}"`,
      lastSearch ? `Last search: ${lastSearch}` : 'Last search: none given.',
    ],
    { label: 'Open the feedback', url },
  )
