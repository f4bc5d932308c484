import { AutocompleteInput, required } from 'react-admin'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'

/** Every IANA zone this browser knows; 'UTC' first-class too (some runtimes leave it out of the list). */
function knownZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_ORGANIZATION_TIME_ZONE]
  return listed.includes('UTC') ? listed : [...listed, 'UTC']
}

const zoneName = (zone: string) => zone.replace(/_/g, ' ')

/**
 * The organization's zone (whose "today" decides pay periods and engagement dates), set only by
 * the super admin. The stored name is kept as a choice even when this browser spells it differently
 * (an alias such as Asia/Calcutta), so an untouched form never changes it. The server checks it again.
 */
export const TimeZoneInput = () => {
  const current = useWatch({ name: 'timeZone' }) as string | undefined
  const choices = useMemo(() => {
    const zones = knownZones()
    const all = current && !zones.includes(current) ? [current, ...zones] : zones
    return all.map((zone) => ({ id: zone, name: zoneName(zone) }))
  }, [current])
  return (
    <AutocompleteInput
      source="timeZone"
      choices={choices}
      defaultValue={DEFAULT_ORGANIZATION_TIME_ZONE}
      validate={required()}
      helperText="talentgrid.organizations.timeZoneHelp"
      // Never an empty zone: clearing the field is not a choice.
      disableClearable
      sx={{ minWidth: { sm: 320 } }}
    />
  )
}
