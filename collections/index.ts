import { Impersonations } from './Impersonations'
import { Invites } from './Invites'
import { Organizations } from './Organizations'
import { Settings } from './Settings'
import { SpecializationRoles, SpecializationSkills, Specializations } from './Specializations'
import { Users } from './Users'

export const collections = [
  Users,
  Organizations,
  Invites,
  Impersonations,
  Settings,
  Specializations,
  SpecializationRoles,
  SpecializationSkills,
]
