import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useFormState, type ArrayPath, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form'
import { Controller, useFieldArray } from '../../../shared/forms'
import { maskPhone } from '../../../shared/PhoneField'

/** A list of texts as react-hook-form holds it: one object per row, so each row keeps its identity. */
export type TextRows = { value: string }[]

export const toRows = (values: readonly string[]): TextRows => values.map((value) => ({ value }))
export const fromRows = (rows: TextRows): string[] => rows.map((row) => row.value)

type ListErrors = (FieldError & { value?: FieldError })[] & { message?: string }

/**
 * Additional e-mails or phones (useFieldArray): one input per entry, each removable, and a button to add
 * one more. A message about one entry (`additionalPhoneList.1`) shows under it; one about the whole list
 * (the contract judges additional e-mails as a list) under the list.
 */
export function StringListField<V extends FieldValues>({
  control,
  name,
  label,
  itemLabel,
  kind,
  disabled,
}: {
  control: Control<V, unknown, any>
  /** A TextRows field of the form. */
  name: ArrayPath<V>
  label: string
  itemLabel: string
  kind: 'email' | 'phone'
  disabled?: boolean
}) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const { errors } = useFormState({ control, name: name as Path<V> })
  const listErrors = errors[name] as unknown as ListErrors | undefined
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: fields.length ? 1 : 0.5, p: 0 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => (
          <Box key={row.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Controller
              control={control}
              name={`${name}.${index}.value` as Path<V>}
              render={({ field }) => {
                const message = listErrors?.[index]?.message ?? listErrors?.[index]?.value?.message
                return (
                  <TextField
                    fullWidth
                    size="small"
                    label={`${itemLabel} ${index + 1}`}
                    type={kind === 'email' ? 'email' : 'tel'}
                    placeholder={kind === 'phone' ? '(555) 555-5555' : undefined}
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    disabled={disabled}
                    onChange={(event) => field.onChange(kind === 'phone' ? maskPhone(event.target.value) : event.target.value)}
                    error={Boolean(message)}
                    helperText={message}
                  />
                )
              }}
            />
            <IconButton aria-label={`Remove ${itemLabel} ${index + 1}`} disabled={disabled} onClick={() => remove(index)} sx={{ mt: 0.25 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {listErrors?.message && <FormHelperText error>{listErrors.message}</FormHelperText>}
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => append({ value: '' } as never)} sx={{ mt: 0.5 }}>
        Add {itemLabel}
      </Button>
    </Box>
  )
}
