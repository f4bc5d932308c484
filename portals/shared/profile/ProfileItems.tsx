import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import {
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  type Availability,
  type Certificate,
  type DocumentType,
  type ExternalLink,
  type TalentDocument,
  type TalentSpecialization,
  type WorkExperience,
} from '../../../contract/talentProfile'
import { DocumentStatusChip } from '../DocumentStatusChip'
import { FileLink } from '../FileField'
import { formatDate, formatRange, formatYearMonth } from '../format'
import { RichTextView } from '../RichTextView'
import { isRichTextEmpty } from '../richText'

/**
 * How each profile item reads, shared by the talent's own dialogs and pages and by the organization
 * users' read-only profile, so both sides always show the same facts.
 */

function ItemTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  )
}

function Caption({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  )
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

export function availabilityPeriod(item: Pick<Availability, 'availableFromDate' | 'availableToDate'>) {
  return item.availableToDate
    ? formatRange(formatDate(item.availableFromDate), formatDate(item.availableToDate))
    : `From ${formatDate(item.availableFromDate)}`
}

export function AvailabilityDetails({ item, titleId }: { item: Availability; titleId?: string }) {
  const kinds = [
    item.doOnSiteContract && 'On-site',
    item.doRemoteContract && 'Remote',
    item.doToHireContract && 'To hire',
  ].filter(Boolean) as string[]
  return (
    <Box>
      <ItemTitle id={titleId}>{availabilityPeriod(item)}</ItemTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Caption>{item.hoursPerWeek} hours per week</Caption>
        {kinds.map((kind) => (
          <Chip key={kind} size="small" label={kind} variant="outlined" />
        ))}
      </Box>
      {!isRichTextEmpty(item.note) && (
        <RichTextView html={item.note} sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }} />
      )}
    </Box>
  )
}

export function workPeriod(item: Pick<WorkExperience, 'startPeriodDate' | 'endPeriodDate' | 'isPresent'>) {
  const end = item.isPresent ? 'Present' : item.endPeriodDate ? formatYearMonth(item.endPeriodDate) : '—'
  return formatRange(formatYearMonth(item.startPeriodDate), end)
}

export function WorkExperienceDetails({ item, titleId, collapsed }: { item: WorkExperience; titleId?: string; collapsed?: boolean }) {
  return (
    <Box>
      <ItemTitle id={titleId}>{item.position}</ItemTitle>
      <Caption>
        {item.organizationName} · {workPeriod(item)}
      </Caption>
      {!isRichTextEmpty(item.responsibilities) && (
        <RichTextView
          html={item.responsibilities}
          sx={{
            mt: 1,
            typography: 'body2',
            ...(collapsed ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
          }}
        />
      )}
    </Box>
  )
}

export function CertificateDetails({ item, titleId }: { item: Certificate; titleId?: string }) {
  const where = [item.schoolOrUniversity, item.fieldOfStudy].filter(Boolean).join(' · ')
  return (
    <Box>
      <ItemTitle id={titleId}>{item.documentName}</ItemTitle>
      {where && <Caption>{where}</Caption>}
      {item.file && (
        <Box sx={{ mt: 0.5 }}>
          <FileLink file={{ url: item.file.url, originalFileName: item.file.originalFileName || item.originalFileName || 'File' }} />
        </Box>
      )}
    </Box>
  )
}

/** Only http(s) links become anchors; anything else is shown as text. */
const safeHref = (link: string) => (/^https?:\/\//i.test(link) ? link : undefined)

export function ExternalLinkDetails({ item, titleId }: { item: ExternalLink; titleId?: string }) {
  const href = safeHref(item.link)
  return (
    <Box sx={{ minWidth: 0 }}>
      <ItemTitle id={titleId}>{item.description}</ItemTitle>
      {href ? (
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', maxWidth: '100%' }}
        >
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.link}
          </Box>
          <OpenInNewIcon sx={{ fontSize: 14, flexShrink: 0 }} titleAccess="opens in a new tab" />
        </Link>
      ) : (
        <Caption>{item.link}</Caption>
      )}
    </Box>
  )
}

export function specializationPath(item: Pick<TalentSpecialization, 'ancestors' | 'specialization'>) {
  return [...item.ancestors.map((node) => node.name), item.specialization.name].join(' › ')
}

export function SpecializationDetails({ item, titleId }: { item: TalentSpecialization; titleId?: string }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ItemTitle id={titleId}>{specializationPath(item)}</ItemTitle>
        {item.expertise && <Chip size="small" color="secondary" label={capitalise(item.expertise)} />}
      </Box>
      {item.roles.length > 0 && (
        <ChipRow label="Roles">
          {item.roles.map((role) => (
            <Chip key={role.id} size="small" variant="outlined" label={role.name} />
          ))}
        </ChipRow>
      )}
      {item.skills.length > 0 && (
        <ChipRow label="Skills">
          {item.skills.map((skill) => (
            <Chip key={skill.id} size="small" label={skill.name} />
          ))}
        </ChipRow>
      )}
    </Box>
  )
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.75 }}>
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 40 }}>
        {label}
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Box>
  )
}

export const expertiseLabel = (level: string) => capitalise(level)

/** The six compliance documents in their fixed order, read-only: status, dates and file. */
export function DocumentList({ documents }: { documents: Partial<Record<DocumentType, TalentDocument>> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {DOCUMENT_TYPES.map((type) => {
        const doc = documents[type]
        const label = doc?.label || DOCUMENT_LABELS[type]
        const dates = doc?.beginDate || doc?.expirationDate ? formatRange(formatDate(doc?.beginDate), formatDate(doc?.expirationDate)) : null
        return (
          <Box
            component="li"
            key={type}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(150px, 1.1fr) 112px minmax(170px, 1fr) minmax(0, 1.3fr)' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
            <Box sx={{ justifySelf: { xs: 'end', sm: 'start' } }}>
              <DocumentStatusChip status={doc?.status ?? 'notUploaded'} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              {dates ?? 'No dates'}
            </Typography>
            <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              {doc?.file ? (
                <FileLink file={doc.file} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No file
                </Typography>
              )}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}
