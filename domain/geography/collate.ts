/** Folds case and diacritics ("Mayagüez" → "mayaguez") so searches and comparisons ignore both. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

const collator = new Intl.Collator('en', { sensitivity: 'base' })

/** Alphabetical order used for every list of names in this folder (case- and accent-insensitive, stable). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
