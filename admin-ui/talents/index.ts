import BadgeIcon from '@mui/icons-material/Badge'
import type { RaRecord } from 'react-admin'
import { TalentEdit } from './TalentEdit'
import { TalentList } from './TalentList'

/** The spec: /talents and /talents/{id}; the talent's page is the edit view, with its documents tab. */
export const talents = {
  list: TalentList,
  edit: TalentEdit,
  icon: BadgeIcon,
  recordRepresentation: (talent: RaRecord) => `${talent.firstName} ${talent.lastName}`,
}
