/**
 * Request-context keys the talent-profile endpoints set server-side (Payload's `context`, which no
 * client can send) to widen an access rule for exactly that call.
 *
 * READ_APPROVED_TALENTS: an organization user may read the account of a talent the platform approved
 * and has not deactivated (collections/Users/access.ts, readUsers). Only the profile endpoints set it,
 * so the generated REST and /api/admin keep showing organization users their own organization only.
 */
export const READ_APPROVED_TALENTS = 'readApprovedTalents'
