import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { apiQuery } from '../../../shared/client'
import { edit, type EngagementFormApi } from './formTypes'
import type { EngagementPaths } from './types'

/**
 * Engagement terms (flag engagementTerms; the spec: shown under the product's terms on new engagements):
 * one of the organization's active terms texts, copied onto the engagement, and the sender's
 * acknowledgement, which Send needs when terms are chosen.
 */
export function TermsFields({ form, paths }: { form: EngagementFormApi; paths: EngagementPaths }) {
  const terms = useQuery(apiQuery(paths.terms, { params: { query: { is_active: 'true', page_size: 100 } } }))
  const [termsId, termsText, accepted] = useWatch({ control: form.control, name: ['termsId', 'termsText', 'isAcknowledgementStatementAccepted'] })
  const error = form.formState.errors.isAcknowledgementStatementAccepted?.message
  const options = terms.data?.results ?? []
  // A draft's copied text stays chosen even when its library text was changed or deactivated since.
  const known = termsId === '' || options.some((option) => option.id === termsId)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="info" variant="outlined">
        Talentgrid’s terms of service apply to every engagement. Your organization’s terms below are added to them and shown to the talent.
      </Alert>
      <TextField
        select
        fullWidth
        label="Engagement terms"
        value={known ? termsId : '__copied'}
        onChange={(event) => {
          const chosen = options.find((option) => option.id === event.target.value)
          form.setValue('termsId', chosen?.id ?? '', edit(form))
          form.setValue('termsText', chosen?.text ?? '', edit(form))
          if (!chosen) form.setValue('isAcknowledgementStatementAccepted', false, edit(form))
        }}
        helperText={terms.isSuccess && options.length === 0 ? 'Your organization has no engagement terms yet.' : undefined}
      >
        <MenuItem value="">
          <em>No engagement terms</em>
        </MenuItem>
        {!known && <MenuItem value="__copied">The terms saved with this engagement</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id} sx={{ whiteSpace: 'normal' }}>
            {option.text.length > 80 ? `${option.text.slice(0, 80)}…` : option.text}
          </MenuItem>
        ))}
      </TextField>
      {termsText && (
        <Typography component="blockquote" sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {termsText}
        </Typography>
      )}
      {termsText && (
        <Box>
          <FormControlLabel
            label="I acknowledge these terms are part of the engagement the talent accepts."
            control={
              <Checkbox
                checked={accepted}
                inputRef={form.register('isAcknowledgementStatementAccepted').ref}
                onChange={(event) => form.setValue('isAcknowledgementStatementAccepted', event.target.checked, edit(form))}
              />
            }
          />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      )}
    </Box>
  )
}
