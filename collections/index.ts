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
// issue 4: organization users, departments
import { Departments } from './Departments'
import { EngagementEvents, Engagements } from './Engagements'
// issue 4, groups
import { GroupMembers, GroupShares, Groups, Subgroups } from './Groups'

// issue 4, comments and audit trail
import { AuditEvents } from './AuditEvents'
import { Comments } from './Comments'
// issue 10: engagements, terms, required documents, purchase orders
import { EngagementTerms } from './EngagementTerms'
import { FilledDocuments, RequiredDocuments } from './RequiredDocuments'
import { EngagementPurchaseOrders, PurchaseOrders } from './PurchaseOrders'
// issue 11: time sheets and tasks
import { Tasks, TimeEntries } from './TimeSheets'
// issue 12: discovery (search, opportunities, applicants)
import { OpportunityApplies, OpportunitySpecializations, OpportunityTalents, Opportunities } from './Opportunities'
import { SavedSearches, SearchWeights, TalentNotFoundFeedbacks, TalentSearchProfiles } from './Search'
// --- issue 13: D1
import { SavingsBenchmarks, ScreenViews } from './Dashboards'
// --- end issue 13: D1
// --- issue 13: M1 (messenger)
import { ChatMembers, ChatMessages, Chats, LivePresences } from './Messenger'
// --- end issue 13: M1
// --- issue 13: K1
import { FaqCategories, FaqFeedbacks, KnowledgeCenterFaqs, KnowledgeCenterVideos } from './KnowledgeCenter'
import { KnowledgeCenterViews } from './KnowledgeCenter/views'
// --- end issue 13: K1

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
  // issue 4, groups
  Groups,
  Subgroups,
  GroupMembers,
  GroupShares,
  // issue 4: organization users, departments
  Departments,
  Engagements,
  // issue 4, comments and audit trail
  Comments,
  AuditEvents,
  // issue 10: engagements, terms, required documents, purchase orders
  EngagementEvents,
  EngagementTerms,
  RequiredDocuments,
  FilledDocuments,
  PurchaseOrders,
  EngagementPurchaseOrders,
  // issue 11: time sheets and tasks
  TimeEntries,
  Tasks,
  // issue 12: discovery (search, opportunities, applicants)
  Opportunities,
  OpportunitySpecializations,
  OpportunityTalents,
  OpportunityApplies,
  SavedSearches,
  TalentNotFoundFeedbacks,
  SearchWeights,
  TalentSearchProfiles,
  // --- issue 13: D1
  ScreenViews,
  SavingsBenchmarks,
  // --- end issue 13: D1
  // --- issue 13: M1 (messenger)
  Chats,
  ChatMessages,
  ChatMembers,
  LivePresences,
  // --- end issue 13: M1
  // --- issue 13: K1
  FaqCategories,
  KnowledgeCenterFaqs,
  KnowledgeCenterVideos,
  FaqFeedbacks,
  KnowledgeCenterViews,
  // --- end issue 13: K1
]
