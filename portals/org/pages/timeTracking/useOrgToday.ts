import { useQuery } from '@tanstack/react-query'
import { todayLocal } from '../../../shared/format'
import { apiQuery } from '../../../shared/client'

/**
 * "Today" of the pay-period rules is the organization's (its time zone, the server's clock): GET
 * /pay-date/ answers it. Until it answers the screen waits; if it fails, the browser's day stands in
 * (the API still decides every rule).
 */
export function useOrgToday(): string | null {
  const payDate = useQuery({ ...apiQuery('/pay-date/'), staleTime: 60_000, retry: 1 })
  if (payDate.data?.today) return payDate.data.today
  return payDate.isError ? todayLocal() : null
}
