import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNotify } from 'react-admin'
import type { z } from 'zod'
import { settingValueInput } from '../../contract/dashboards'
import type { SettingName } from '../../contract/featureFlags'
import { fetchSettings, saveSetting, writeErrors } from './api'
import { LoadFailed, Section } from './Section'

/** What each setting is, as its field's label and help. */
const SETTINGS: Record<SettingName, { label: string; help: string }> = {
  talent_usage_fee: { label: 'Talent usage fee (%)', help: 'Added to the talent’s pay rate when the talent usage fee is switched on.' },
  w2_org_markup: { label: 'W2 organization markup (%)', help: 'Added to the bill rate of W2 engagements.' },
  w2_talent_markdown: { label: 'W2 talent markdown (%)', help: 'Taken from the talent’s pay rate on W2 engagements.' },
}

type SettingForm = z.input<typeof settingValueInput>

/** One setting: its value, validated as the server does, saved with PATCH; Save only when changed. */
const SettingRow = ({ name, value }: { name: SettingName; value: string }) => {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const form = useForm<SettingForm>({ defaultValues: { value }, resolver: zodResolver(settingValueInput), mode: 'onChange' })
  const { errors, isDirty, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSetting(name, values.value.trim())
      const next = saved.value
      form.reset({ value: next })
      notify(`${SETTINGS[name].label} saved.`, { type: 'success' })
      void queryClient.invalidateQueries({ queryKey: ['settings'] })
    } catch (error) {
      const { fields, other } = writeErrors(error)
      if (fields.value) form.setError('value', { message: fields.value })
      else notify(other || 'The setting could not be saved.', { type: 'error' })
    }
  })
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        {...form.register('value')}
        id={`setting-${name}`}
        label={SETTINGS[name].label}
        size="small"
        inputMode="decimal"
        error={Boolean(errors.value)}
        helperText={errors.value?.message ?? SETTINGS[name].help}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} aria-label={`Save ${SETTINGS[name].label}`}>
        Save
      </Button>
    </Box>
  )
}

export const SettingsSection = () => {
  const query = useQuery({ queryKey: ['settings'], queryFn: fetchSettings })
  return (
    <Section id="settings" title="Settings" description="Percentages with up to two decimals, like 4.50.">
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading settings" />
      ) : query.isError ? (
        <LoadFailed what="settings" onRetry={() => void query.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          {query.data
            .filter((setting) => setting.name in SETTINGS)
            .map((setting) => (
              <SettingRow key={setting.name} name={setting.name} value={setting.value} />
            ))}
        </Box>
      )}
    </Section>
  )
}
