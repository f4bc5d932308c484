/**
 * `?activeTabIndex=<n>` as the path of tab n, with the rest of the query kept; null when the query does
 * not name a tab (absent, not a whole number, out of range), so the page opens as it would anyway.
 */
export function tabPathFromQuery(search: string, tabPaths: readonly string[]): { tab: string; search: string } | null {
  const params = new URLSearchParams(search)
  const raw = params.get('activeTabIndex')
  if (raw === null || !/^\d+$/.test(raw.trim())) return null
  const tab = tabPaths[Number(raw)]
  if (tab === undefined) return null
  params.delete('activeTabIndex')
  const rest = params.toString()
  return { tab, search: rest ? `?${rest}` : '' }
}
