/**
 * Talent contact info (the spec: "phone required unless the talent has no
 * engagements". A talent who works an engagement must be reachable by phone; one without engagements
 * may leave it empty (or clear it).
 */
export function phoneRequired({ engagementCount }: { engagementCount: number }): boolean {
  return engagementCount > 0
}
