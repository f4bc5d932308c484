import type { ProfileSection } from '../../../contract/talentProfile'

/** Each completeness section with its title and the talent route that edits it. */
export const SECTION_INFO: Record<ProfileSection, { title: string; path: string; hint: string }> = {
  contactInfo: { title: 'Contact info', path: '/account', hint: 'Phone and address so organizations can reach you' },
  aboutMe: { title: 'About Me', path: '/summary', hint: 'A short summary of your experience' },
  availability: { title: 'Availability', path: '/availabilities', hint: 'When and how many hours you can work' },
  workExperience: { title: 'Work Experience', path: '/work-experience', hint: 'Positions you held, newest first' },
  certificates: { title: 'Resume, Certifications and More', path: '/certificates', hint: 'Your resume and certificates' },
  documents: { title: 'Documents', path: '/documents', hint: 'Drug screen, background check and vaccinations' },
  specializations: { title: 'Specializations & Skills', path: '/specializations', hint: 'Platforms, roles and modules you know' },
  externalLinks: { title: 'External Links', path: '/external-links', hint: 'LinkedIn, portfolio or other pages' },
}
