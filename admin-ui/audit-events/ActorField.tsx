import { useRecordContext, useTranslate } from 'react-admin'

/** Who acted; in an impersonation, the super admin who acted as them as well. */
export const ActorField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  const actor = String(record.actorName ?? '')
  return <span>{record.impersonatorName ? translate('talentgrid.auditEvents.impersonatedBy', { actor, impersonator: record.impersonatorName }) : actor}</span>
}
