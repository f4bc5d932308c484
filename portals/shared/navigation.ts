export interface NavItem {
  label: string
  path: string
  /** Other path prefixes that count as this section, e.g. the profile's sub-pages. */
  alsoActiveOn?: string[]
  /** A count shown beside the label: 'unreadMessages' is the messenger's unread count (portals/shared/live). */
  badge?: 'unreadMessages'
}

function within(pathname: string, base: string): boolean {
  if (base === '/') return pathname === '/'
  return pathname === base || pathname.startsWith(`${base}/`)
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.path, ...(item.alsoActiveOn ?? [])].some((base) => within(pathname, base))
}
