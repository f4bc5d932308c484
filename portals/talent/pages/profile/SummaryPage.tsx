import { useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { aboutMeInput } from '../../../../contract/talentProfile'
import { apiCall, apiQueryKey } from '../../../shared/client'
import { FormBanner } from '../../../shared/FormBanner'
import { Controller, SaveButton, useContractForm } from '../../../shared/forms'
import { PageHeader } from '../../../shared/PageHeader'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { normaliseRichText } from '../../../shared/richText'
import { useCurrentUser, useSession } from '../../../shared/session'
import { Tip } from '../../../shared/Tip'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { OWN_PROFILE } from './ownProfile'

const ABOUT_ME_MAX = 2500

/** The stored summary as the editor will hand it back, so an untouched form is not 'dirty'. */
const normalised = normaliseRichText

/** About Me: required rich text under 2500 visible characters, saved with PATCH /user/. */
export default function SummaryPage() {
  const user = useCurrentUser()
  const { reload } = useSession()
  const toast = useToast()
  const queryClient = useQueryClient()
  const form = useContractForm({ schema: aboutMeInput, defaultValues: { summary: normalised(user.summary) } })
  useLeavePageWarning(form.unsaved)

  // The spec: About Me shows the server's detail message (the banner falls back to it).
  const submit = form.submit(async (body) => {
    const updated = await apiCall('patch', '/user/', { body: { summary: body.summary } })
    form.reset({ summary: normalised(updated?.summary ?? body.summary) })
    toast.success('Changes Saved')
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: apiQueryKey(OWN_PROFILE) })])
  })

  return (
    <>
      <PageHeader
        title="About Me"
        subtitle="A short introduction organizations read first on your profile."
        actions={
          <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
            Back to profile
          </Button>
        }
      />
      <Card sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Tip>
              Summarize your experience: the platforms and modules you know, your certifications and the kind of
              engagements you are looking for.
            </Tip>
            <FormBanner messages={form.banner} />
            <Controller
              control={form.control}
              name="summary"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label="About Me"
                  required
                  helperText="Required"
                  value={field.value}
                  onChange={field.onChange}
                  maxLength={ABOUT_ME_MAX}
                  error={fieldState.error?.message}
                  minHeight={240}
                  placeholder="e.g. Epic-certified Ambulatory analyst with eight years of build and go-live experience…"
                />
              )}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Use bold, italic and bulleted lists to make it easy to scan.
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
              <Button onClick={() => form.reset({ summary: normalised(user.summary) })} disabled={!form.canSave}>
                Discard changes
              </Button>
              <SaveButton form={form} />
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  )
}
