import { Impersonations } from './Impersonations'
import { Invites } from './Invites'
import { Organizations } from './Organizations'
import { Settings } from './Settings'
import { SpecializationRoles, SpecializationSkills, Specializations } from './Specializations'
import { Users } from './Users'
import { StoredFiles } from './StoredFiles'
import { DocumentTypes, TalentDocumentVersions, TalentDocuments } from './TalentDocuments'
import { Certificates } from './Certificates'

export const collections = [
  Users,
  Organizations,
  Invites,
  Impersonations,
  Settings,
  Specializations,
  SpecializationRoles,
  SpecializationSkills,
  StoredFiles,
  TalentDocuments,
  TalentDocumentVersions,
  DocumentTypes,
  Certificates,
]
