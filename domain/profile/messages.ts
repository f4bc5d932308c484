/**
 * Messages of the profile-section rules that the spec does not word (the spec: "the
 * full wording catalogue for other errors is not shown"); chosen to read like the shown ones. The
 * spec's own messages are in contract/talentProfile.ts (profileMessages) and contract/messages.ts.
 */
export const sectionMessages = {
  unknownSpecialization: 'Select a valid specialization.',
  duplicateSpecialization: 'This specialization is already on your profile.',
  rolesOfSpecialization: 'Select roles of the chosen specialization.',
  skillsOfSpecialization: 'Select skills of the chosen specialization.',
  expertiseNotOffered: 'Select one of the expertise levels of this platform.',
  unknownAfterId: 'Select an item of your work experience.',
} as const
