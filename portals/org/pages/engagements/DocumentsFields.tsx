import { useEffect } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { apiQuery } from '../../../shared/client'
import { edit, type EngagementFormApi } from './formTypes'
import { ANSWER_TYPE_LABELS } from './labels'
import type { EngagementPaths } from './types'

/**
 * Required documents from the library: those matching the place are offered and preselected (plan
 * "Decisions: purchase orders and documents") until the user picks by hand; and the purchase orders.
 */
export function DocumentsFields({ form, paths, engagementId }: { form: EngagementFormApi; paths: EngagementPaths; engagementId: string | null }) {
  const [place, chosenDocs, touched, chosenPos] = useWatch({ control: form.control, name: ['place', 'requiredDocumentIds', 'documentsTouched', 'purchaseOrderIds'] })
  const library = useQuery(apiQuery(paths.requiredDocuments, { params: { query: { is_active: 'true', place: place || undefined, page_size: 100 } } }))
  const purchaseOrders = useQuery(apiQuery(paths.purchaseOrderNumbers, { params: { query: { engagement_id: engagementId ?? undefined, page_size: 100 } } }))
  const documents = library.data?.results ?? []
  const poError = form.formState.errors.purchaseOrderIds?.message

  // A new place offers its documents: preselected, unless the user already chose by hand.
  useEffect(() => {
    if (touched || !place || !library.data) return
    const offered = library.data.results.map((doc) => doc.id)
    const current = form.getValues('requiredDocumentIds')
    if (offered.length !== current.length || offered.some((id) => !current.includes(id))) form.setValue('requiredDocumentIds', offered, { shouldDirty: true })
  }, [touched, place, library.data, form])

  const toggle = (id: string, on: boolean) => {
    form.setValue('documentsTouched', true)
    form.setValue('requiredDocumentIds', on ? [...chosenDocs, id] : chosenDocs.filter((other) => other !== id), edit(form))
  }
  const poOptions = purchaseOrders.data?.results ?? []

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          Required documents
        </Typography>
        {!place && (
          <Typography variant="body2" color="text.secondary">
            The library’s active documents; choosing the place preselects those offered for it.
          </Typography>
        )}
        {place && library.isSuccess && documents.length === 0 && (
          <Typography variant="body2" color="text.secondary">The document library has no active documents for this place.</Typography>
        )}
        {documents.map((doc) => (
          <FormControlLabel
            key={doc.id}
            sx={{ display: 'flex' }}
            label={`${doc.name} (${ANSWER_TYPE_LABELS[doc.answerType]})`}
            control={<Checkbox checked={chosenDocs.includes(doc.id)} onChange={(event) => toggle(doc.id, event.target.checked)} />}
          />
        ))}
      </Box>
      <Box>
        <Autocomplete
          multiple
          options={poOptions}
          value={poOptions.filter((po) => chosenPos.includes(po.id))}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(po) => (po.description ? `${po.name} — ${po.description}` : po.name)}
          onChange={(_event, chosen) => form.setValue('purchaseOrderIds', chosen.map((po) => po.id), edit(form))}
          noOptionsText="No active purchase orders"
          renderInput={(params) => <TextField {...params} label="Purchase orders" error={Boolean(poError)} />}
        />
        {poError ? <FormHelperText error>{poError}</FormHelperText> : chosenPos.length === 0 && <FormHelperText>PO not assigned.</FormHelperText>}
      </Box>
    </Box>
  )
}
