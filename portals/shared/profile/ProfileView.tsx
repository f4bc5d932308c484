import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { DocumentType, ProfileSection, TalentDocument } from '../../../contract/talentProfile'
import { formatPhone } from '../../../contract/fields'
import { parseUsd } from '../../../contract/engagements/pricing'
import { formatMoney } from '../../../contract/format'
import { ApprovedBadge } from '../ApprovedBadge'
import { Fact, FactList } from '../FactList'
import { RichTextView } from '../RichTextView'
import { isRichTextEmpty } from '../richText'
import { initials } from '../roles'
import {
  AvailabilityDetails,
  CertificateDetails,
  DocumentList,
  ExternalLinkDetails,
  SpecializationDetails,
  WorkExperienceDetails,
} from './ProfileItems'
import { SECTION_INFO } from './sections'
import type { CompleteProfile } from './types'

/** A titled card for one profile section, labelled by its heading; `action` sits on the right ('Edit'). */
export function SectionCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `section-${id}`
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
          <Typography id={headingId} variant="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}

function Nothing({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  )
}

function ItemList({ children }: { children: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children.map((child, index) => (
        <Box
          component="li"
          key={index}
          sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 }, '&:last-of-type': { borderBottom: 0, pb: 0 } }}
        >
          {child}
        </Box>
      ))}
    </Box>
  )
}

export const fullProfileName = (profile: Pick<CompleteProfile, 'firstName' | 'lastName' | 'email'>) =>
  `${profile.firstName} ${profile.lastName}`.trim() || profile.email

/** '$95.00/hr', or null when the talent has given no rate. */
export const profileHourlyRate = (profile: Pick<CompleteProfile, 'hourlyRate'>) => {
  const cents = profile.hourlyRate ? parseUsd(profile.hourlyRate) : null
  return cents === null ? null : `${formatMoney(cents)}/hr`
}

export const profileLocation = (profile: Pick<CompleteProfile, 'city' | 'state'>) =>
  [profile.city, profile.state].filter(Boolean).join(', ')

/** Photo, name, the Approved badge, location and contact facts. `children` adds controls below. */
export function ProfileIdentity({ profile, children }: { profile: CompleteProfile; children?: ReactNode }) {
  const name = fullProfileName(profile)
  const location = profileLocation(profile)
  return (
    <Card>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}>
          <Avatar
            src={profile.avatarPicture ?? undefined}
            alt={profile.avatarPicture ? `Photo of ${name}` : undefined}
            sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'secondary.main' }}
          >
            {initials(profile)}
          </Avatar>
          <Typography variant="h2" component="p" sx={{ mt: 1 }}>
            {name}
          </Typography>
          {profile.isTalentApprovedByPlatform && <ApprovedBadge />}
          {location && (
            <Typography variant="body2" color="text.secondary">
              {location}
            </Typography>
          )}
          {children}
        </Box>
        <Box sx={{ mt: 3 }}>
          <FactList>
            <Fact label="E-mail">{profile.email}</Fact>
            <Fact label="Phone">{profile.phone ? formatPhone(profile.phone) : '—'}</Fact>
            {/* The asking rate, shown to every organization user. */}
            <Fact label="Hourly rate">{profileHourlyRate(profile) ?? '—'}</Fact>
            {(profile.address1 || profile.zipCode) && (
              <Fact label="Address">
                {[profile.address1, profile.address2].filter(Boolean).join(', ')}
                {profile.address1 && <br />}
                {[profile.city, profile.state, profile.zipCode].filter(Boolean).join(', ')}
              </Fact>
            )}
          </FactList>
        </Box>
      </CardContent>
    </Card>
  )
}

export interface ProfileSectionsProps {
  profile: CompleteProfile
  documents?: Partial<Record<DocumentType, TalentDocument>>
  /** The right-hand control of each section (the talent's 'Edit' link); nothing for read-only views. */
  action?: (section: ProfileSection) => ReactNode
  /** Empty-section wording: the talent is invited to add, others just read that nothing is there. */
  own?: boolean
  /** The profile video section, when the talentProfileVideo flag is on. */
  video?: ReactNode
}

/** Every section of the complete profile, read-only, in the order organizations read them. */
export function ProfileSections({ profile, documents, action, own, video }: ProfileSectionsProps) {
  const none = (what: string) => (own ? `You have not added ${what} yet.` : `No ${what} yet.`)
  const card = (section: ProfileSection, children: ReactNode) => (
    <SectionCard key={section} id={section} title={SECTION_INFO[section].title} action={action?.(section)}>
      {children}
    </SectionCard>
  )
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {card(
        'aboutMe',
        isRichTextEmpty(profile.summary) ? <Nothing>{own ? 'Tell organizations about yourself.' : 'No summary yet.'}</Nothing> : <RichTextView html={profile.summary} />,
      )}
      {card(
        'specializations',
        profile.specializations.length ? (
          <ItemList>{profile.specializations.map((item) => <SpecializationDetails key={item.id} item={item} />)}</ItemList>
        ) : (
          <Nothing>{none('specializations')}</Nothing>
        ),
      )}
      {card(
        'workExperience',
        profile.workExperiences.length ? (
          <ItemList>{profile.workExperiences.map((item) => <WorkExperienceDetails key={item.id} item={item} />)}</ItemList>
        ) : (
          <Nothing>{none('work experience')}</Nothing>
        ),
      )}
      {card(
        'availability',
        profile.availabilities.length ? (
          <ItemList>{profile.availabilities.map((item) => <AvailabilityDetails key={item.id} item={item} />)}</ItemList>
        ) : (
          <Nothing>{own ? 'You have not added availability yet.' : 'No availability yet.'}</Nothing>
        ),
      )}
      {card(
        'certificates',
        profile.certificates.length ? (
          <ItemList>{profile.certificates.map((item) => <CertificateDetails key={item.id} item={item} />)}</ItemList>
        ) : (
          <Nothing>{own ? 'You have not added a resume or certificates yet.' : 'No resume or certificates yet.'}</Nothing>
        ),
      )}
      {card('documents', <DocumentList documents={documents ?? profile.documents ?? {}} />)}
      {card(
        'externalLinks',
        profile.externalLinks.length ? (
          <ItemList>{profile.externalLinks.map((item) => <ExternalLinkDetails key={item.id} item={item} />)}</ItemList>
        ) : (
          <Nothing>{none('external links')}</Nothing>
        ),
      )}
      {video}
    </Box>
  )
}
