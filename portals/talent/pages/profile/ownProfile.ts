import { apiQuery } from '../../../shared/client'

/** The signed-in talent's complete profile: every profile write invalidates this path too. */
export const OWN_PROFILE = '/talent/profile/' as const
export const ownProfileQuery = () => apiQuery(OWN_PROFILE)
