import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useGetList, useTranslate, type Identifier } from 'react-admin'

/** The engagements that still hold the talent. */
const HELD = ['accepted', 'active']

/**
 * The talent's accepted and active engagements, read when the deactivation is about to be confirmed:
 * a warning naming them, never a refusal.
 */
export function useHeldEngagements(talentId: Identifier | undefined, enabled: boolean) {
  return useGetList(
    'engagements',
    { filter: { talent: talentId, status: HELD }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: enabled && talentId !== undefined },
  )
}

export const DeactivationContent = ({ text, held }: { text: string; held: ReturnType<typeof useHeldEngagements> }) => {
  const translate = useTranslate()
  const names = (held.data ?? []).map((engagement) => String(engagement.name))
  return (
    <Stack spacing={2}>
      <Typography>{text}</Typography>
      {held.isPending ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('talentgrid.talentEngagements.checking')}
        </Typography>
      ) : held.error ? (
        <Alert severity="info">{translate('talentgrid.talentEngagements.checkFailed')}</Alert>
      ) : names.length ? (
        <Alert severity="warning">{translate('talentgrid.talentEngagements.warning', { names: names.join(', ') })}</Alert>
      ) : null}
    </Stack>
  )
}
