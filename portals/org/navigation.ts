import type { CurrentUser } from '../../contract/accounts'
import type { NavItem } from '../shared/navigation'
import { canManageEngagements, isOrgAdmin, isOrgUser } from './access'

export interface OrgSection extends NavItem {
  /** One line for the dashboard's shortcuts. */
  description: string
}

const opportunities: OrgSection = {
  label: 'Opportunities',
  path: '/opportunities',
  alsoActiveOn: ['/new-opportunity', '/opportunity'],
  description: 'Post opportunities and review applicants',
}
const groups: OrgSection = {
  label: 'Groups',
  path: '/groups',
  description: 'Organize talent into groups and subgroups',
}
// The talent-search screen; a talent's profile opened from it keeps Search highlighted.
const search: OrgSection = {
  label: 'Search',
  path: '/search',
  alsoActiveOn: ['/talents'],
  description: 'Find approved talent',
}
const engagements: OrgSection = {
  label: 'Engagements',
  path: '/engagements',
  alsoActiveOn: ['/new-engagement'],
  description: 'Create engagements and follow their terms',
}
const timeTracking: OrgSection = {
  label: 'Time Tracking',
  path: '/time-tracking',
  description: 'Review and approve time sheets',
}
const documentLibrary: OrgSection = {
  label: 'Document Library',
  path: '/document-library',
  description: 'Required documents and engagement terms',
}
const administration: OrgSection = {
  label: 'Administration',
  path: '/organization',
  description: 'Users, departments and organization details',
}

const messenger: OrgSection = {
  label: 'Messenger',
  path: '/messenger',
  badge: 'unreadMessages',
  description: 'Chat with talents',
}

/** The working sections of the spec's top navigation for this user, without the dashboard itself. */
export function orgSections(user: CurrentUser): OrgSection[] {
  if (!isOrgUser(user)) return []
  const sections = [opportunities, groups, search]
  if (canManageEngagements(user)) sections.push(engagements, timeTracking)
  if (isOrgAdmin(user)) sections.push(documentLibrary, administration)
  sections.push(messenger)
  return sections
}

/** Contacts get no navigation at all, not even Dashboard. */
export function orgNavItems(user: CurrentUser): NavItem[] {
  const sections = orgSections(user)
  return sections.length ? [{ label: 'Dashboard', path: '/' }, ...sections] : []
}
