/**
 * The password rule of the spec: at least 9 characters, a capital letter, a number and a
 * special symbol, no spaces, at most 68. Kept free of zod so the portals' strength meter can call it too.
 */
export const PASSWORD_MIN_LENGTH = 9
export const PASSWORD_MAX_LENGTH = 68

export type PasswordRequirement = 'length' | 'capital' | 'number' | 'symbol'

const requirementLabels: Record<PasswordRequirement, string> = {
  length: `${PASSWORD_MIN_LENGTH} characters`,
  capital: 'a capital letter',
  number: 'a number',
  symbol: 'a special symbol',
}

export function missingPasswordRequirements(password: string): PasswordRequirement[] {
  const missing: PasswordRequirement[] = []
  if (password.length < PASSWORD_MIN_LENGTH) missing.push('length')
  if (!/[A-Z]/.test(password)) missing.push('capital')
  if (!/[0-9]/.test(password)) missing.push('number')
  if (!/[^A-Za-z0-9\s]/.test(password)) missing.push('symbol')
  return missing
}

/** 'Must include: 9 characters, a number' — the hint lists only what is still missing. */
export function describeMissing(missing: PasswordRequirement[]): string {
  return `Must include: ${missing.map((item) => requirementLabels[item]).join(', ')}`
}

export type PasswordStrength = 'Too weak' | 'Weak' | 'Medium' | 'Strong'

/** The meter's label: how many of the four requirements the password already meets. */
export function passwordStrength(password: string): PasswordStrength {
  const met = 4 - missingPasswordRequirements(password).length
  if (!password || met <= 1) return 'Too weak'
  if (met === 2) return 'Weak'
  if (met === 3) return 'Medium'
  return 'Strong'
}
