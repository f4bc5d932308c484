import AccountTreeIcon from '@mui/icons-material/AccountTree'
import { DepartmentCreate } from './DepartmentCreate'
import { DepartmentEdit } from './DepartmentEdit'
import { DepartmentList } from './DepartmentList'

export const departments = {
  list: DepartmentList,
  edit: DepartmentEdit,
  create: DepartmentCreate,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
}
