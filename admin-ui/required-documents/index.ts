import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined'
import { RequiredDocumentList } from './RequiredDocumentList'
import { RequiredDocumentShow } from './RequiredDocumentShow'

/** Every organization's document library, read-only, with each document's acknowledgement report. */
export const requiredDocuments = {
  list: RequiredDocumentList,
  show: RequiredDocumentShow,
  icon: AssignmentOutlinedIcon,
  recordRepresentation: 'name',
}
