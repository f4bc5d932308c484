import { z } from 'zod'
import { text } from '../../../../contract/fields'
import { TALENT_COMMENT_MAX, talentTimeEntryCreateInput, talentTimeEntryUpdateInput, timeEntryMessages } from '../../../../contract/timeSheets/talentInput'

/**
 * The bodies this screen sends to POST and PATCH /talent/time-sheets/ are checked before sending with
 * the contract's own schemas (the server runs the same ones, so the messages match).
 */
export const createEntryInput = talentTimeEntryCreateInput
export const updateEntryInput = talentTimeEntryUpdateInput

/** The entry dialog's comment alone (the contract's limit and message). */
export const talentComment = () => text().max(TALENT_COMMENT_MAX, { error: timeEntryMessages.tooLong(TALENT_COMMENT_MAX) })
export const commentForm = z.object({ talentComment: talentComment() })
