import { formatDate } from '../contract/format'
/**
 * The e-mails the platform sends. Plain text carries every link on its own line (the file transport
 * logs them and tests read them); the HTML part is the same words with a button.
 */
export interface MailContent {
  subject: string
  text: string
  html: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

function layout(greeting: string, paragraphs: string[], action: { label: string; url: string }): MailContent['html'] {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  return `<!doctype html><html><body style="font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f2933;background:#f5f6f8;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px;color:#F26B21">Talentgrid</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#F26B21;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
</div></body></html>`
}

export function compose(subject: string, greeting: string, paragraphs: string[], action: { label: string; url: string }): MailContent {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}:`, action.url, ''].join('\n')
  return { subject, text, html: layout(greeting, paragraphs, action) }
}

export function confirmationMail(firstName: string, url: string): MailContent {
  return compose(
    'Confirm your e-mail address',
    `Hi ${firstName},`,
    ['Thanks for joining Talentgrid. Please confirm your e-mail address so you can sign in and complete your profile.'],
    { label: 'Confirm e-mail', url },
  )
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return compose(
    'Reset your password',
    `Hi ${firstName},`,
    [
      'We received a request to reset the password of your Talentgrid account. The link works once and expires in one hour.',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ],
    { label: 'Create a new password', url },
  )
}

export function talentInviteMail(inviterName: string, firstName: string, message: string | null | undefined, url: string): MailContent {
  return compose(
    `${inviterName} invited you to Talentgrid`,
    `Hi ${firstName},`,
    [
      `${inviterName} thinks you would be a great fit for Talentgrid, the marketplace for independent healthcare-IT consultants.`,
      ...(message ? [`"${message}"`] : []),
    ],
    { label: 'Create your profile', url },
  )
}

export function organizationReferralMail(inviterName: string, firstName: string, organizationName: string, message: string | null | undefined, url: string): MailContent {
  return compose(
    `${inviterName} recommended Talentgrid for ${organizationName}`,
    `Hi ${firstName},`,
    [
      `${inviterName} recommended Talentgrid to ${organizationName}: vetted independent healthcare-IT talent for implementations, optimization and go-live support.`,
      ...(message ? [`"${message}"`] : []),
      'Our team will contact you to set up an organization account.',
    ],
    { label: 'Learn more', url },
  )
}

export function documentExpiresSoonMail(firstName: string, documentLabel: string, expirationDate: string, url: string): MailContent {
  return compose(
    `Your ${documentLabel} expires on ${formatDate(expirationDate)}`,
    `Hi ${firstName},`,
    [
      `Your ${documentLabel} document on Talentgrid expires on ${formatDate(expirationDate)}.`,
      'Please upload a current version with its new dates so organizations keep seeing your compliance documents as valid.',
    ],
    { label: 'Update your documents', url },
  )
}

export function documentExpiredMail(firstName: string, documentLabel: string, expirationDate: string, url: string): MailContent {
  return compose(
    `Your ${documentLabel} has expired`,
    `Hi ${firstName},`,
    [
      `Your ${documentLabel} document on Talentgrid expired on ${formatDate(expirationDate)}.`,
      'Please upload a current version with its new dates.',
    ],
    { label: 'Update your documents', url },
  )
}

/** An organization user added by an admin: the link is a password-reset link (/create-password/:uuid/:token). */
export function accountCreatedMail(firstName: string, url: string): MailContent {
  return compose(
    'Your Talentgrid account',
    `Hi ${firstName},`,
    [
      'An account was created for you on Talentgrid. Create your password to sign in; the link works once and expires in one hour.',
      'If it has expired, use "Forgot password" on the sign-in page to receive a new one.',
    ],
    { label: 'Create your password', url },
  )
}

/** Someone signed up with an address that already has an account; its owner hears of it instead. */
export function signUpAttemptMail(firstName: string, signInUrl: string, resetUrl: string): MailContent {
  return compose(
    'Someone tried to sign up with your e-mail address',
    `Hi ${firstName},`,
    [
      'Someone just tried to create a new Talentgrid account with this e-mail address, which already has an account.',
      'If it was you: sign in with your password, or reset it if you forgot it.',
      `To reset your password, open ${resetUrl}`,
      'If it was not you, you can ignore this e-mail; nothing changed on your account.',
    ],
    { label: 'Sign in', url: signInUrl },
  )
}

/** The link that switches the sign-in e-mail, sent to the new address. */
export function emailChangeMail(firstName: string, newEmail: string, url: string): MailContent {
  return compose(
    'Confirm your new sign-in e-mail',
    `Hi ${firstName},`,
    [
      `You asked to sign in to Talentgrid with ${newEmail} from now on. Open the link to confirm; it works once and expires in 24 hours.`,
      'Until then you keep signing in with your current address. If you did not ask for this, ignore this e-mail.',
    ],
    { label: 'Confirm new e-mail', url },
  )
}

/** The old address hears that the sign-in e-mail changed, so a takeover does not go unnoticed. */
export function emailChangedNoticeMail(firstName: string, newEmail: string, resetUrl: string): MailContent {
  return compose(
    'Your sign-in e-mail was changed',
    `Hi ${firstName},`,
    [
      `Your Talentgrid account now signs in with ${newEmail}; this address no longer does.`,
      'If you did not make this change, reset your password and contact support.',
    ],
    { label: 'Reset your password', url: resetUrl },
  )
}
