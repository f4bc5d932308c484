import { useQuery } from '@tanstack/react-query'
import type { Identifier } from 'react-admin'
import { apiQuery } from '../../portals/shared/client'

/**
 * A talent's complete profile as the super admin reads it (GET /api/v1/super_admin/talents/{id}/, the
 * contract's complete profile: every section, the documents with their status, the specializations).
 */
export function useTalentProfile(talentId: Identifier | undefined) {
  return useQuery({
    ...apiQuery('/super_admin/talents/{id}/', { params: { path: { id: String(talentId) } } }),
    enabled: talentId !== undefined,
  })
}

/** The platform's feature flags (GET /api/v1/environment-variables/); a flag not named is off. */
export function useFeatureFlags() {
  const query = useQuery({ ...apiQuery('/environment-variables/'), staleTime: Infinity })
  return { flags: query.data ?? {}, isPending: query.isPending }
}
