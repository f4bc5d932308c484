import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useRecordContext, useTranslate } from 'react-admin'
import { formatPhone } from '../../contract/fields'
import { parseUsd } from '../../contract/engagements/pricing'
import { formatMoney } from '../../contract/format'
import type { ProfileSection } from '../../contract/talentProfile'
import { RichTextView } from '../../portals/shared/RichTextView'
import { isRichTextEmpty } from '../../portals/shared/richText'
import {
  AvailabilityDetails,
  CertificateDetails,
  ExternalLinkDetails,
  SpecializationDetails,
  WorkExperienceDetails,
} from '../../portals/shared/profile/ProfileItems'
import { SECTION_INFO } from '../../portals/shared/profile/sections'
import { Fact, FactGrid, Nothing, SectionCard } from '../fields/SectionCard'
import { safeHref } from '../fields/safeHref'
import { useFeatureFlags, useTalentProfile } from './useTalentProfile'

/**
 * The portals' profile items draw the expertise chip in the secondary colour, which in the portals is a
 * navy that reads at 11:1 behind white text; react-admin's light blue does not reach 4.5:1, so the
 * sections take the portals' navy.
 */
const withPortalSecondary = (outer: Theme) =>
  createTheme(outer, {
    palette: { secondary: { main: '#1F3A5F', contrastText: '#FFFFFF' } },
  })

function ItemList({ children }: { children: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children.map((child, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:first-of-type': { pt: 0 },
            '&:last-of-type': { borderBottom: 0, pb: 0 },
          }}
        >
          {child}
        </Box>
      ))}
    </Box>
  )
}

const dollarsPerHour = (text: string | null) => {
  const cents = text ? parseUsd(text) : null
  return cents === null ? '—' : `${formatMoney(cents)}/hr`
}

/**
 * The talent's complete profile, read-only, in the sections organizations read (the portals' profile
 * items, so both sides show the same facts): contact and rate, About Me, specializations, work
 * experience, availability, resume and certificates (files through /api/v1/files/{id}/), external links,
 * the profile video under its flag, and how complete the profile is. Documents have their own tab.
 */
export const TalentProfileSections = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const { data: profile, isPending, error } = useTalentProfile(record?.id)
  const { flags } = useFeatureFlags()
  const t = (key: string, options?: object) => translate(`talentgrid.talentProfile.${key}`, options)
  if (isPending) return <CircularProgress size={24} aria-label={t('loading')} />
  if (error || !profile) return <Alert severity="error">{t('loadError')}</Alert>
  const title = (section: ProfileSection) => SECTION_INFO[section].title
  const none = (what: string) => t('none', { what })
  const address = [
    [profile.address1, profile.address2].filter(Boolean).join(', '),
    [profile.city, profile.state, profile.zipCode].filter(Boolean).join(', '),
  ].filter(Boolean)
  const video = flags.talentProfileVideo ? safeHref(profile.profileVideo?.url) : null
  return (
    <ThemeProvider theme={withPortalSecondary}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <SectionCard id="contactInfo" title={title('contactInfo')}>
          <FactGrid>
            <Fact label={t('email')}>{profile.email}</Fact>
            <Fact label={t('phone')}>{profile.phone ? formatPhone(profile.phone) : '—'}</Fact>
            <Fact label={t('address')}>
              {address.length
                ? address.map((line) => (
                    <Box component="span" key={line} sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  ))
                : '—'}
            </Fact>
            <Fact label={t('hourlyRate')}>{dollarsPerHour(profile.hourlyRate)}</Fact>
          </FactGrid>
        </SectionCard>
        <SectionCard id="completeness" title={t('completeness')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {/* A plain bar, not a progressbar: the tab is mounted while hidden, and a progressbar reads as loading. */}
          <Box aria-hidden sx={{ flexGrow: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ width: `${profile.completeness.percent}%`, height: '100%', bgcolor: 'primary.main' }} />
          </Box>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('percentComplete', { percent: profile.completeness.percent })}
            </Typography>
          </Box>
          {profile.completeness.missing.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('missing', {
                sections: profile.completeness.missing.map((section) => title(section)).join(', '),
              })}
            </Typography>
          )}
        </SectionCard>
        <SectionCard id="aboutMe" title={title('aboutMe')}>
          {isRichTextEmpty(profile.summary) ? <Nothing>{t('noSummary')}</Nothing> : <RichTextView html={profile.summary} />}
        </SectionCard>
        <SectionCard id="specializations" title={title('specializations')}>
          {profile.specializations.length ? (
            <ItemList>
              {profile.specializations.map((item) => (
                <SpecializationDetails key={item.id} item={item} />
              ))}
            </ItemList>
          ) : (
            <Nothing>{none('specializations')}</Nothing>
          )}
        </SectionCard>
        <SectionCard id="workExperience" title={title('workExperience')}>
          {profile.workExperiences.length ? (
            <ItemList>
              {profile.workExperiences.map((item) => (
                <WorkExperienceDetails key={item.id} item={item} />
              ))}
            </ItemList>
          ) : (
            <Nothing>{none('work experience')}</Nothing>
          )}
        </SectionCard>
        <SectionCard id="availability" title={title('availability')}>
          {profile.availabilities.length ? (
            <ItemList>
              {profile.availabilities.map((item) => (
                <AvailabilityDetails key={item.id} item={item} />
              ))}
            </ItemList>
          ) : (
            <Nothing>{none('availability')}</Nothing>
          )}
        </SectionCard>
        <SectionCard id="certificates" title={title('certificates')}>
          {profile.certificates.length ? (
            <ItemList>
              {profile.certificates.map((item) => (
                <CertificateDetails key={item.id} item={item} />
              ))}
            </ItemList>
          ) : (
            <Nothing>{none('resume or certificates')}</Nothing>
          )}
        </SectionCard>
        <SectionCard id="externalLinks" title={title('externalLinks')}>
          {profile.externalLinks.length ? (
            <ItemList>
              {profile.externalLinks.map((item) => (
                <ExternalLinkDetails key={item.id} item={item} />
              ))}
            </ItemList>
          ) : (
            <Nothing>{none('external links')}</Nothing>
          )}
        </SectionCard>
        {flags.talentProfileVideo && (
          <SectionCard id="profileVideo" title={t('profileVideo')}>
            {video ? (
              <>
                <Box
                  component="video"
                  controls
                  preload="metadata"
                  src={video}
                  aria-label={t('videoOf', {
                    name: `${profile.firstName} ${profile.lastName}`,
                  })}
                  sx={{ width: '100%', maxHeight: 360, bgcolor: '#000' }}
                />
                <Link href={video} variant="body2">
                  {profile.profileVideo?.originalFileName}
                </Link>
              </>
            ) : (
              <Nothing>{none('profile video')}</Nothing>
            )}
          </SectionCard>
        )}
      </Stack>
    </ThemeProvider>
  )
}
