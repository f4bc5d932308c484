import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import {
  describeMissing,
  missingPasswordRequirements,
  passwordStrength,
  type PasswordStrength,
} from '../../contract/password'

const STRENGTH_STYLE: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'info' | 'success' }> = {
  'Too weak': { value: 25, color: 'error' },
  Weak: { value: 50, color: 'warning' },
  Medium: { value: 75, color: 'info' },
  Strong: { value: 100, color: 'success' },
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'value'> & {
  value: string
  /** The strength meter and 'Must include:' hint belong to new passwords, not to sign-in. */
  showStrength?: boolean
}

export function PasswordField({
  showStrength = false,
  value,
  helperText,
  error,
  id,
  name,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const strength = passwordStrength(value)
  const missing = missingPasswordRequirements(value)
  const hintId = `${id ?? name}-strength`

  return (
    <Box>
      <TextField
        {...props}
        id={id}
        name={name}
        value={value}
        error={error}
        helperText={helperText}
        type={visible ? 'text' : 'password'}
        slotProps={{
          htmlInput: { 'aria-describedby': showStrength && value ? hintId : undefined },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={visible ? 'Hide password' : 'Show password'}
                  onClick={() => setVisible((shown) => !shown)}
                  edge="end"
                >
                  {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {showStrength && value && (
        <Box id={hintId} sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={STRENGTH_STYLE[strength].value}
            color={STRENGTH_STYLE[strength].color}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            Password strength: <strong>{strength}</strong>
          </Typography>
          {/* The same hint is the schema's error text; shown once when both would say it. */}
          {missing.length > 0 && !error && (
            <Typography variant="caption" component="p" color="text.secondary">
              {describeMissing(missing)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  )
}
