import SearchOffIcon from '@mui/icons-material/SearchOff'
import { TalentNotFoundFeedbackList } from './TalentNotFoundFeedbackList'
import { TalentNotFoundFeedbackShow } from './TalentNotFoundFeedbackShow'

/** What organization users could not find (talent-not-found feedback), read-only (list and show). */
export const talentNotFoundFeedbacks = {
  list: TalentNotFoundFeedbackList,
  show: TalentNotFoundFeedbackShow,
  icon: SearchOffIcon,
  recordRepresentation: 'message',
}
