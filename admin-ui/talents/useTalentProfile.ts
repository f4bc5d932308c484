import { useQuery } from '@tanstack/react-query'
import type { Identifier } from 'react-admin'
import type { FeatureFlagMap } from '../../contract/featureFlags'
import type { TalentProfile } from '../../domain/profile/profileView'
import { httpClient } from '../providers/httpClient'

/**
 * A talent's complete profile as the super admin reads it (GET /api/v1/super_admin/talents/{id}/, the
 * contract's complete profile: every section, the documents with their status, the specializations).
 */
export function useTalentProfile(talentId: Identifier | undefined) {
  return useQuery({
    queryKey: ['talent-profile', talentId],
    enabled: talentId !== undefined,
    queryFn: async () => (await httpClient(`/api/v1/super_admin/talents/${encodeURIComponent(String(talentId))}/`)).json as TalentProfile,
  })
}

/** The platform's feature flags (GET /api/v1/environment-variables/); a flag not named is off. */
export function useFeatureFlags() {
  const query = useQuery({
    queryKey: ['environment-variables'],
    staleTime: Infinity,
    queryFn: async () => (await httpClient('/api/v1/environment-variables/')).json as Partial<FeatureFlagMap>,
  })
  return { flags: query.data ?? {}, isPending: query.isPending }
}
