import { Impersonations } from './Impersonations'
import { Invites } from './Invites'
import { Organizations } from './Organizations'
import { Settings } from './Settings'
import { SpecializationRoles, SpecializationSkills, Specializations } from './Specializations'
import { Users } from './Users'
import { Availabilities } from './Availabilities'
import { ExternalLinks } from './ExternalLinks'
import { WorkExperiences } from './WorkExperiences'
import { TalentSpecializations } from './TalentSpecializations'
import { StoredFiles } from './StoredFiles'
import { DocumentTypes, TalentDocumentVersions, TalentDocuments } from './TalentDocuments'
import { Certificates } from './Certificates'
// Organization users, departments
import { Departments } from './Departments'
import { EngagementEvents, Engagements } from './Engagements'
// Groups
import { GroupMembers, GroupShares, Groups, Subgroups } from './Groups'

// Comments and audit trail
import { AuditEvents } from './AuditEvents'
import { Comments } from './Comments'
// Engagements, terms, required documents, purchase orders
import { EngagementTerms } from './EngagementTerms'
import { FilledDocuments, RequiredDocuments } from './RequiredDocuments'
import { EngagementPurchaseOrders, PurchaseOrders } from './PurchaseOrders'
// Time sheets and tasks
import { Tasks, TimeEntries } from './TimeSheets'
// Discovery (search, opportunities, applicants)
import { OpportunityApplies, OpportunitySpecializations, OpportunityTalents, Opportunities } from './Opportunities'
import { SavedSearches, SearchWeights, TalentNotFoundFeedbacks, TalentSearchProfiles } from './Search'
import { SavingsBenchmarks, ScreenViews } from './Dashboards'
// Messenger
import { ChatMembers, ChatMessages, Chats, LivePresences } from './Messenger'
import { FaqCategories, FaqFeedbacks, KnowledgeCenterFaqs, KnowledgeCenterVideos } from './KnowledgeCenter'
import { KnowledgeCenterViews } from './KnowledgeCenter/views'

export const collections = [
  Users,
  Organizations,
  Invites,
  Impersonations,
  Settings,
  Specializations,
  SpecializationRoles,
  SpecializationSkills,
  Availabilities,
  ExternalLinks,
  WorkExperiences,
  TalentSpecializations,
  StoredFiles,
  TalentDocuments,
  TalentDocumentVersions,
  DocumentTypes,
  Certificates,
  // Groups
  Groups,
  Subgroups,
  GroupMembers,
  GroupShares,
  // Organization users, departments
  Departments,
  Engagements,
  // Comments and audit trail
  Comments,
  AuditEvents,
  // Engagements, terms, required documents, purchase orders
  EngagementEvents,
  EngagementTerms,
  RequiredDocuments,
  FilledDocuments,
  PurchaseOrders,
  EngagementPurchaseOrders,
  // Time sheets and tasks
  TimeEntries,
  Tasks,
  // Discovery (search, opportunities, applicants)
  Opportunities,
  OpportunitySpecializations,
  OpportunityTalents,
  OpportunityApplies,
  SavedSearches,
  TalentNotFoundFeedbacks,
  SearchWeights,
  TalentSearchProfiles,
  ScreenViews,
  SavingsBenchmarks,
  // Messenger
  Chats,
  ChatMessages,
  ChatMembers,
  LivePresences,
  FaqCategories,
  KnowledgeCenterFaqs,
  KnowledgeCenterVideos,
  FaqFeedbacks,
  KnowledgeCenterViews,
]
