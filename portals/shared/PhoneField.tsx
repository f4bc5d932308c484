import TextField, { type TextFieldProps } from '@mui/material/TextField'

/**
 * Shapes typed digits as (###) ###-#### while typing; a leading US country code 1 is dropped. Digits
 * beyond ten stay visible after the mask, never cut, so the schema refuses them with its message.
 */
export function maskPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '')
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length > 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)} ${digits.slice(10)}`
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

type PhoneFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string
  onValueChange: (value: string) => void
}

export function PhoneField({ onValueChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      autoComplete="tel-national"
      placeholder="(555) 555-5555"
      onChange={(event) => onValueChange(maskPhone(event.target.value))}
    />
  )
}
