import PunchClockOutlinedIcon from '@mui/icons-material/PunchClockOutlined'
import { TimeTrackingList } from './TimeTrackingList'

/** Every organization's time, read-only (a list only: no show, create, edit or delete). */
export const timeTracking = {
  list: TimeTrackingList,
  icon: PunchClockOutlinedIcon,
}
