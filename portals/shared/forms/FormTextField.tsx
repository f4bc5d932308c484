import type { ComponentType } from 'react'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'defaultValue'> & {
  control: Control<V, unknown, any>
  name: FieldPath<V>
  /** Another TextField-like input (PasswordField, PhoneField's `onValueChange` aside). */
  component?: ComponentType<any>
  /** Props only `component` understands (e.g. `{ showStrength: true }` for PasswordField). */
  componentProps?: object
}

/**
 * An MUI TextField bound to one form field (controlled, so reset() after a save redraws the label and
 * value). The field's error replaces `helperText` while there is one. No maxLength: over-long input is
 * refused by the schema with the limit's message, never cut.
 */
export function FormTextField<V extends FieldValues>({ control, name, helperText, inputRef, component: Input = TextField, componentProps, ...props }: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <Input
      {...props}
      {...componentProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        field.ref(element)
        if (typeof inputRef === 'function') inputRef(element)
        else if (inputRef) (inputRef as { current: unknown }).current = element
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  )
}
