import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Slider from '@mui/material/Slider'
import Typography from '@mui/material/Typography'
import {
  CRITERION_LABELS,
  DEFAULT_SEARCH_WEIGHTS,
  SCORED_CRITERIA,
  searchWeightsInput,
  type SearchWeights,
} from '../../../../contract/search/criteria'
import { nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { Controller, useContractForm } from '../../../shared/forms'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import type { RolePrefix } from '../../rolePrefix'
import { ModalForm } from '../groups/ModalForm'
import { searchPaths } from './searchApi'

function WeightsForm({ prefix, initial, isDefault, onClose }: { prefix: RolePrefix; initial: SearchWeights; isDefault: boolean; onClose: () => void }) {
  const toast = useToast()
  const invalidate = useInvalidate()
  const path = searchPaths(prefix).weights
  // Only the organization admin opens this dialog, and only that role changes the weights.
  const adminPath = '/organization_admin/search-weights/'
  const [resetting, setResetting] = useState(false)
  const form = useContractForm({ schema: searchWeightsInput, defaultValues: initial })
  const changed = () => invalidate(path, searchPaths(prefix).talents)
  const save = useMutation({ mutationFn: (weights: SearchWeights) => apiCall('put', adminPath, { body: weights }), onSuccess: changed })
  const submit = form.submit(async (body) => {
    await save.mutateAsync(body)
    toast.success('Match weights were saved')
    onClose()
  })
  const reset = async () => {
    setResetting(true)
    form.setBanner([])
    try {
      const answer = await apiCall('delete', adminPath)
      await changed()
      form.reset(answer?.weights ?? DEFAULT_SEARCH_WEIGHTS)
      toast.success('Match weights were reset to the defaults')
      onClose()
    } catch (error) {
      form.setBanner(nonFieldErrors(error))
    } finally {
      setResetting(false)
    }
  }
  // The "at least one above 0" rule has no single field: zod puts it on the form itself.
  const formError = (form.formState.errors as Record<string, { message?: string } | undefined>)['']?.message ?? form.formState.errors.root?.message
  return (
    <ModalForm
      title="Match weights"
      banner={form.banner}
      saving={form.formState.isSubmitting || resetting}
      onSubmit={() => void submit()}
      onCancel={onClose}
      submitDisabled={!form.formState.isDirty}
      secondaryAction={
        <Button onClick={() => void reset()} disabled={isDefault || resetting}>
          Reset to defaults
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        How much each criterion counts in a talent's match score for everyone in your organization. Criteria a search does not use take no part.
      </Typography>
      {formError && <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert>}
      {SCORED_CRITERIA.map((criterion) => (
        <Controller
          key={criterion}
          control={form.control}
          name={criterion}
          render={({ field }) => (
            <Box sx={{ mb: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography id={`weight-${criterion}`} variant="body2" sx={{ fontWeight: 500 }}>
                  {CRITERION_LABELS[criterion]}
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-hidden>
                  {field.value}
                </Typography>
              </Box>
              <Slider
                value={field.value}
                min={0}
                max={100}
                step={5}
                onChange={(_event, value) => field.onChange(value as number)}
                aria-labelledby={`weight-${criterion}`}
              />
            </Box>
          )}
        />
      ))}
    </ModalForm>
  )
}

/** The organization admin's match weights (GET/PUT/DELETE search-weights/): five sliders 0-100 and a reset. */
export function MatchWeightsDialog({ prefix, onClose }: { prefix: RolePrefix; onClose: () => void }) {
  const weights = useQuery(apiQuery(searchPaths(prefix).weights))
  if (weights.isPending) return <PageLoader label="Loading match weights" />
  if (weights.isError) return <LoadError error={weights.error} onRetry={() => void weights.refetch()} />
  return <WeightsForm prefix={prefix} initial={weights.data.weights} isDefault={weights.data.isDefault} onClose={onClose} />
}
