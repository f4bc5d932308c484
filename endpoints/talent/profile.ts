import { talentProfile, talentProfileResponse } from '../../domain/profile/profileView'
import { HttpError, defineEndpoint } from '../http'
import { TAG, TALENT_ONLY } from './records'

export const getOwnProfile = defineEndpoint({
  method: 'get',
  path: '/talent/profile/',
  summary: 'The signed-in talent’s complete profile, every section, with completeness (percent and missing sections)',
  tag: TAG,
  access: TALENT_ONLY,
  response: talentProfile,
  handler: async ({ req, user }) => {
    const profile = await talentProfileResponse(req, user!, user!.id)
    if (!profile) throw HttpError.notFound()
    return profile
  },
})
