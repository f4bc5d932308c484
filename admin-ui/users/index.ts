import PeopleIcon from '@mui/icons-material/People'
import type { RaRecord } from 'react-admin'
import { UserCreate } from './UserCreate'
import { UserEdit } from './UserEdit'
import { UserList } from './UserList'

export const users = {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (user: RaRecord) => `${user.firstName} ${user.lastName}`,
}
