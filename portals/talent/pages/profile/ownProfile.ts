import type { CompleteProfile } from '../../../shared/profile/types'
import { apiQuery } from '../../../shared/query/keys'

/** The signed-in talent's complete profile: every profile write invalidates this path too. */
export const OWN_PROFILE = '/talent/profile/'
export const ownProfileQuery = () => apiQuery<CompleteProfile>(OWN_PROFILE)
