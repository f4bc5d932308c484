/**
 * The spec's feature flags, by the names the API returns (camelCase, as every
 * response key). The server reads them from FEATURE_FLAGS, a comma list of these names in snake_case or
 * camelCase; a flag not listed is off, and the portals treat a name they do not know as off too.
 */
export const FEATURE_FLAGS = [
  'showOrgComments',
  'showSuperadminComments',
  'aiOrgSideMatching',
  'engagementTerms',
  'orgPricingStructure',
  'orgStartRate',
  'talentUsageFee',
  'engagementExtension',
  'talentProfileVideo',
  'newTalentDashboard',
  'orgSavings',
  'askOrgUserForPo',
  'newProfilePictureUpload',
  'askTalentToUploadPicture',
  'w2EngagementType',
  'orgTimeAndBillingReporting',
  'aiDiscoveryOfTalentProfile',
  'aiOpportunityCreation',
  'aiGeneratedApplicationQuestions',
  'aiApplicantReview',
  'orgAcquisitionAttributes',
  'newApplicantRemovalWorkflow',
] as const

export type FeatureFlag = (typeof FEATURE_FLAGS)[number]
export type FeatureFlagMap = Record<FeatureFlag, boolean>

/** Settings the platform exposes through GET /settings/. */
export const SETTING_NAMES = ['talent_usage_fee', 'w2_org_markup', 'w2_talent_markdown'] as const
export type SettingName = (typeof SETTING_NAMES)[number]
