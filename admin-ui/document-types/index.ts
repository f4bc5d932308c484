import EventNoteIcon from '@mui/icons-material/EventNote'
import { DocumentTypeCreate } from './DocumentTypeCreate'
import { DocumentTypeEdit } from './DocumentTypeEdit'
import { DocumentTypeList } from './DocumentTypeList'

/** 'Document lead times': per compliance document type, how early a document counts as expiring soon. */
export const documentTypes = {
  list: DocumentTypeList,
  edit: DocumentTypeEdit,
  create: DocumentTypeCreate,
  icon: EventNoteIcon,
  recordRepresentation: 'label',
}
