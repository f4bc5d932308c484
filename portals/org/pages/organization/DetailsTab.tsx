import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined'
import { Fact, FactList } from '../../../shared/FactList'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { loadState } from '../../queries'
import { ChangeRateDialog, formatRate, formatTierRate } from './ChangeRateDialog'
import { GUARDED } from '../../../shared/GuardedDialog'
import { LogoPreview } from './LogoField'
import { OrganizationEditDialog } from './OrganizationEditDialog'
import type { Organization } from './types'

/** A count that failed to load shows as a dash rather than hiding the organization itself (so no retries). */
const withCount = { retry: false, select: (answer: { count: number }) => answer.count } as const

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Box sx={{ flex: '1 1 120px', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="h2" component="p">
        {value ?? '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  )
}

export function addressLines(organization: Pick<Organization, 'address1' | 'address2' | 'city' | 'state' | 'zipCode'>): string[] {
  const cityLine = [organization.city, [organization.state, organization.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [organization.address1, organization.address2, cityLine].filter((line): line is string => Boolean(line))
}

export default function DetailsTab({ organizationId }: { organizationId: string }) {
  const modal = useModal()
  const tierPricing = useFeatureFlag('orgPricingStructure')
  const path = { params: { path: { id: organizationId } } }
  const details = loadState(useQuery(apiQuery('/organization_admin/organizations/{id}/', path)))
  const usersCount = useQuery({ ...apiQuery('/organization_admin/organizations/{id}/users_count/', path), ...withCount })
  const engagementsCount = useQuery({ ...apiQuery('/organization_admin/organizations/{id}/engagements_count/', path), ...withCount })

  if (details.loading || usersCount.isPending || engagementsCount.isPending) return <PageLoader label="Loading organization" />
  if (!details.data) return <LoadError error={details.error} onRetry={details.retry} />
  const organization = details.data
  const address = addressLines(organization)

  const openEdit = () =>
    modal.open(
      <OrganizationEditDialog
        organization={organization}
        onClose={modal.close}
        onSaved={modal.close}
      />,
      GUARDED,
    )
  const openRate = () =>
    modal.open(
      <ChangeRateDialog
        organization={organization}
        tierPricing={tierPricing}
        onClose={modal.close}
        // Work-flows 7: the organization is fetched again after a rate change (the dialog invalidates it).
        onSaved={modal.close}
      />,
      GUARDED,
    )

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ height: '100%' }}>
          {details.refreshing && <LinearProgress aria-label="Updating" />}
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
              <LogoPreview src={organization.logo} alt={`${organization.name} logo`} size={64} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {organization.name}
                </Typography>
                {organization.website && (
                  <Link href={organization.website} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {organization.website}
                  </Link>
                )}
              </Box>
            </Stack>
            <FactList>
              <Fact label="Address">
                {address.length ? address.map((line) => <Box key={line}>{line}</Box>) : '—'}
              </Fact>
              {/* Read-only here; whose "today" decides pay periods. Only the platform changes it. */}
              <Fact label="Time zone">
                {organization.timeZone.replace(/_/g, ' ')}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  Pay periods and time sheets follow this zone’s calendar. Ask Talentgrid support to change it.
                </Typography>
              </Fact>
            </FactList>
            <Box sx={{ mt: 3 }}>
              <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={openEdit}>
                Edit
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3} sx={{ height: '100%' }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h3" component="h2" gutterBottom>
                Rate
              </Typography>
              <FactList>
                <Fact label="Rate">{formatRate(organization.rate)}</Fact>
                {tierPricing && <Fact label="Tier Rate">{formatTierRate(organization.tierRate)}</Fact>}
              </FactList>
              <Button variant="outlined" startIcon={<PercentOutlinedIcon />} onClick={openRate} sx={{ mt: 2 }}>
                Change Rate
              </Button>
            </CardContent>
          </Card>
          <Card sx={{ flex: 1 }}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h3" component="h2" gutterBottom>
                In figures
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <Figure label="Users" value={usersCount.data ?? null} />
                <Figure label="Engagements" value={engagementsCount.data ?? null} />
                <Figure label="Departments" value={organization.departmentsNum ?? null} />
              </Box>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
    </Grid>
  )
}
