import { useRecordContext, useTranslate } from 'react-admin'
import type { OptionalSource } from '../engagements/fields'
import Typography from '@mui/material/Typography'

/** Where a library document applies: 'Remote', 'On site' or both. */
export const PlacesField = (_props: OptionalSource) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const places = record?.places as { remote?: boolean; onSite?: boolean } | undefined
  const words = [
    places?.remote && translate('talentgrid.engagements.places.remote'),
    places?.onSite && translate('talentgrid.engagements.places.on_site'),
  ].filter(Boolean)
  return (
    <Typography component="span" variant="body2">
      {words.length ? words.join(', ') : '—'}
    </Typography>
  )
}
