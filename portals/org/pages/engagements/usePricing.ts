import { useQuery } from '@tanstack/react-query'
import { organizationPricing, parseUsd, pricingSettings, priceEngagement, type EngagementPrice } from '../../../../contract/engagements/pricing'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { useCurrentUser } from '../../../shared/session'
import { apiQuery } from '../../../shared/client'
import { canViewRate } from './rates'

/**
 * The hourly fee the organization will be billed for a pay rate, priced live by the contract's
 * `priceEngagement` with the organization's rate, the platform settings and the flags. Only for who
 * may view rate; only the organization admin can read the organization's rate (GET
 * /organization_admin/organizations/{id}/ has no manager twin), so a manager sees the fee once sent.
 * Returns null when the fee cannot or may not be shown.
 */
export function useLiveHourlyFee(payRateText: string): { price: EngagementPrice | null; available: boolean } {
  const user = useCurrentUser()
  const orgPricingStructure = useFeatureFlag('orgPricingStructure')
  const talentUsageFee = useFeatureFlag('talentUsageFee')
  const w2 = useFeatureFlag('w2EngagementType')
  const available = canViewRate(user) && user.role === 'organization_admin' && Boolean(user.organization)
  // The key of the organization's details tab: one cache entry for the organization.
  const organization = useQuery({ ...apiQuery('/organization_admin/organizations/{id}/', { params: { path: { id: user.organization?.id ?? '' } } }), enabled: available })
  const settings = useQuery({ ...apiQuery('/settings/'), enabled: available })
  if (!available || !organization.data || !settings.data) return { price: null, available }
  const cents = parseUsd(payRateText)
  if (cents === null) return { price: null, available }
  return {
    available,
    price: priceEngagement(cents, organizationPricing(organization.data, w2), pricingSettings(settings.data), { orgPricingStructure, talentUsageFee }),
  }
}
