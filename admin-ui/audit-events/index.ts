import HistoryIcon from '@mui/icons-material/History'
import { AuditEventList } from './AuditEventList'
import { AuditEventShow } from './AuditEventShow'

/** The audit trail: read-only list and detail with the changed fields' old and new values. */
export const auditEvents = {
  list: AuditEventList,
  show: AuditEventShow,
  icon: HistoryIcon,
}
