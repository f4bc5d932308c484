import { EXPERTISE_LEVELS } from '../../contract/talentProfile'

/** Spec 4: novice, intermediate, expert. Choice names are i18n keys (talentgrid.expertise.*). */
export const expertiseLevelChoices = EXPERTISE_LEVELS.map((id) => ({ id, name: `talentgrid.expertise.${id}` }))
