import { EXPERTISE_LEVELS } from '../../contract/talentProfile'

/** The spec: novice, intermediate, expert. Choice names are i18n keys (talentgrid.expertise.*). */
export const expertiseLevelChoices = EXPERTISE_LEVELS.map((id) => ({ id, name: `talentgrid.expertise.${id}` }))
