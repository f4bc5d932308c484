import { useEffect, useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { extensionDateErrors } from '../../../../contract/engagements/dates'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { FormBanner } from '../../../shared/FormBanner'
import { formatDate, todayLocal } from '../../../shared/format'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { apiCall, apiQuery } from '../../../shared/client'
import { AUDIT_TRAIL, invalidatePaths } from '../../queries'
import { useEngagementPaths, type Engagement } from './types'

interface ExtendValues {
  endDate: string
  /** '' keeps the engagement's terms; otherwise a terms text of the library replaces them. */
  termsId: string
}

/** /engagements/extend/{id} (flag engagementExtension): a later end date and, if changed, new terms; the talent accepts again. */
export default function ExtendPage() {
  const { id = '' } = useParams()
  const paths = useEngagementPaths()
  const loaded = useQuery(apiQuery(`${paths.prefix}/engagements/{id}/`, { params: { path: { id } } }))
  const back = (
    <Button component={RouterLink} to={`/engagements/${id}`} startIcon={<ArrowBackIcon />}>
      Back to the engagement
    </Button>
  )
  if (loaded.isPending) return <PageLoader label="Loading engagement" />
  if (!loaded.data) {
    return (
      <>
        <PageHeader title="Extend Engagement" actions={back} />
        <LoadError error={loaded.error} onRetry={() => void loaded.refetch()} />
      </>
    )
  }
  if (!loaded.data.availableActions.includes('extend')) {
    return (
      <>
        <PageHeader title="Extend Engagement" actions={back} />
        <Alert severity="info">Only an accepted or active engagement can be extended.</Alert>
      </>
    )
  }
  return (
    <>
      <PageHeader title="Extend Engagement" subtitle={loaded.data.name} actions={back} />
      <ExtendForm engagement={loaded.data} />
    </>
  )
}

function ExtendForm({ engagement }: { engagement: Engagement }) {
  const paths = useEngagementPaths()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const termsShown = useFeatureFlag('engagementTerms')
  const terms = useQuery({ ...apiQuery('/org-side/engagement-terms/', { params: { query: { is_active: 'true', page_size: 100 } } }), enabled: termsShown })
  const currentEnd = engagement.endDate ?? ''
  const schema = useMemo(
    () =>
      z.object({ endDate: z.string(), termsId: z.string() }).superRefine((values, ctx) => {
        for (const [path, list] of Object.entries(extensionDateErrors(currentEnd, values.endDate, todayLocal()))) ctx.addIssue({ code: 'custom', path: [path], message: list[0] })
      }),
    [currentEnd],
  )
  const form = useContractForm<ExtendValues, typeof schema>({ schema, defaultValues: { endDate: '', termsId: '' } })
  const [done, setDone] = useState(false)
  useLeavePageWarning(form.unsaved && !done)
  useEffect(() => {
    if (done) navigate(`/engagements/${engagement.id}`, { replace: true })
  }, [done, navigate, engagement.id])

  const submit = form.submit(async (body) => {
    const chosen = terms.data?.results.find((option) => option.id === body.termsId)
    await apiCall('patch', `${paths.prefix}/engagements/{id}/`, {
      params: { path: { id: engagement.id } },
      body: { endDate: body.endDate, ...(chosen ? { termsText: chosen.text, termsId: chosen.id } : {}) },
    })
    await invalidatePaths(queryClient, [paths.list, AUDIT_TRAIL])
    toast.success('Extension was sent')
    setDone(true)
  })

  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate aria-label="Extend engagement" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormBanner messages={form.banner} />
          <Typography>
            {`Now ends on ${formatDate(currentEnd)}. The talent accepts the extension again; until then the current end date holds.`}
          </Typography>
          <FormTextField
            control={form.control}
            name="endDate"
            label="New end date"
            type="date"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: currentEnd, max: '2099-12-31', 'aria-required': true } }}
          />
          {termsShown && (
            <FormTextField control={form.control} name="termsId" label="Engagement terms" select fullWidth helperText="Keep the terms the talent accepted, or send new ones with the extension.">
              <MenuItem value="">Keep the current terms</MenuItem>
              {(terms.data?.results ?? []).map((option) => (
                <MenuItem key={option.id} value={option.id} sx={{ whiteSpace: 'normal' }}>
                  {option.text.length > 80 ? `${option.text.slice(0, 80)}…` : option.text}
                </MenuItem>
              ))}
            </FormTextField>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={`/engagements/${engagement.id}`}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!form.canSave}>
              Send extension
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
