/**
 * Key conversion at the contract edge: the wire carries snake_case in and camelCase out. Only plain
 * objects and arrays are walked; Dates, Files and Blobs pass through untouched.
 */
export const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase())
export const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    // JSON.parse keeps "__proto__" as an own key; assigning it would swap the object's prototype and
    // hand schemas inherited fields the client chose.
    if (key === '__proto__') continue
    out[convert(key)] = convertKeys(item, convert)
  }
  return out
}

export const toCamelKeys = <T = unknown>(value: unknown) => convertKeys(value, snakeToCamel) as T
export const toSnakeKeys = <T = unknown>(value: unknown) => convertKeys(value, camelToSnake) as T
