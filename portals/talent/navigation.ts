import type { NavItem } from '../shared/navigation'

/** Profile sections have their own routes but belong to the Profile tab. */
const PROFILE_SECTIONS = [
  '/welcome',
  '/summary',
  '/availabilities',
  '/work-experience',
  '/external-links',
  '/certificates',
  '/documents',
  '/specializations',
]

export const talentNavItems: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard' },
  { label: 'Profile', path: '/profile', alsoActiveOn: PROFILE_SECTIONS },
  { label: 'Opportunities', path: '/opportunities', alsoActiveOn: ['/applications'] },
  { label: 'Engagements', path: '/engagements' },
  { label: 'Time Tracking', path: '/time-tracking' },
  { label: 'Messenger', path: '/messenger', badge: 'unreadMessages' },
]
