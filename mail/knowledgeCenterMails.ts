import { compose, type MailContent } from './templates'

/**
 * The knowledge center's e-mail: a portal user asked a question
 * through 'Do you have a question?'. Support (SUPPORT_EMAIL, else every active super admin) gets the message,
 * who sent it, and a link to it in the console; an attached file travels with the e-mail.
 */
export const faqFeedbackMail = (
  greetingName: string,
  sender: string,
  senderEmail: string,
  organization: string,
  message: string,
  fileName: string,
  url: string,
): MailContent =>
  compose(
    `Knowledge center question from ${sender}`,
    greetingName ? `Hi ${greetingName},` : 'Hello,',
    [
      `${sender} (${senderEmail}${organization ? `, ${organization}` : ''}) asked through the knowledge center:`,
      `"${message}"`,
      fileName ? `Attached file: ${fileName}` : 'No file attached.',
      'Reply to them within 24 to 48 hours.',
    ],
    { label: 'Open the question', url },
  )
