import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { EngagementList } from './EngagementList'
import { EngagementShow } from './EngagementShow'

/** Every organization's engagements, read-only (list and show). */
export const engagements = {
  list: EngagementList,
  show: EngagementShow,
  icon: WorkOutlineIcon,
  recordRepresentation: 'name',
}
