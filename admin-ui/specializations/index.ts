import AccountTreeIcon from '@mui/icons-material/AccountTree'
import { NodeItemEdit } from './NodeItemEdit'
import { SpecializationCreate } from './SpecializationCreate'
import { SpecializationEdit } from './SpecializationEdit'
import { SpecializationList } from './SpecializationList'

export { CHILDREN_ROUTE } from './specializationPaths'

/**
 * The specialization tree: platforms at /specializations, a node's children at
 * /specializations/{id}/children (App.tsx adds that route to the resource, with the same list view).
 */
export const specializations = {
  list: SpecializationList,
  edit: SpecializationEdit,
  create: SpecializationCreate,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
}

/** A node's roles and skills: edited from the node's page, so neither has a list (nor a menu entry). */
export const specializationRoles = { edit: NodeItemEdit, recordRepresentation: 'name' }
export const specializationSkills = { edit: NodeItemEdit, recordRepresentation: 'name' }
