import Button, { type ButtonProps } from '@mui/material/Button'

/** The form's submit button: enabled only while there are unsaved changes, spinning while saving. */
export function SaveButton({ form, children = 'Save', ...props }: Omit<ButtonProps, 'form'> & { form: { canSave: boolean; formState: { isSubmitting: boolean } } }) {
  return (
    <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!form.canSave} {...props}>
      {children}
    </Button>
  )
}
