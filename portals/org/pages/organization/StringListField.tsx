import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { maskPhone } from '../../../shared/PhoneField'

/**
 * Additional e-mails or phones: one input per entry, each removable, and a button to add one more.
 * `errors[i]` goes under entry i.
 */
export function StringListField({
  label,
  itemLabel,
  kind,
  values,
  onChange,
  errors,
  disabled,
}: {
  label: string
  itemLabel: string
  kind: 'email' | 'phone'
  values: string[]
  onChange: (values: string[]) => void
  errors: Record<number, string>
  disabled?: boolean
}) {
  const set = (index: number, value: string) => onChange(values.map((item, i) => (i === index ? value : item)))
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: values.length ? 1 : 0.5, p: 0 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {values.map((value, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              fullWidth
              size="small"
              label={`${itemLabel} ${index + 1}`}
              type={kind === 'email' ? 'email' : 'tel'}
              placeholder={kind === 'phone' ? '(555) 555-5555' : undefined}
              value={value}
              disabled={disabled}
              onChange={(event) => set(index, kind === 'phone' ? maskPhone(event.target.value) : event.target.value)}
              error={Boolean(errors[index])}
              helperText={errors[index]}
            />
            <IconButton
              aria-label={`Remove ${itemLabel} ${index + 1}`}
              disabled={disabled}
              onClick={() => onChange(values.filter((_item, i) => i !== index))}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => onChange([...values, ''])} sx={{ mt: 0.5 }}>
        Add {itemLabel}
      </Button>
    </Box>
  )
}
