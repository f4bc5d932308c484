import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery } from '@tanstack/react-query'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { useEngagementPaths, type PurchaseOrderOption } from './types'

const poLabel = (po: { name: string; description: string }) => (po.description ? `${po.name} — ${po.description}` : po.name)

/**
 * The engagement's purchase orders (the spec's call engagement_purchase_order): 'PO not assigned.' when none;
 * users who manage engagements assign an active PO of the organization or unassign one at once (the
 * server refuses unassigning the last PO where the organization requires one, and says so).
 */
export function PurchaseOrdersPanel({ engagementId, assigned, canEdit }: { engagementId: string; assigned: PurchaseOrderOption[]; canEdit: boolean }) {
  const paths = useEngagementPaths()
  const toast = useToast()
  const invalidate = useInvalidate()
  const [search, setSearch] = useState('')
  const options = useQuery({
    ...apiQuery(`${paths.prefix}/engagements/purchase-order-numbers/`, { params: { query: { engagement_id: engagementId, search, page_size: 25 } } }),
    enabled: canEdit,
  })
  const change = useMutation({
    mutationFn: ({ po, isAssigned }: { po: PurchaseOrderOption; isAssigned: boolean }) =>
      apiCall('patch', `${paths.prefix}/engagements/{id}/purchase-order-numbers/{poId}/`, { params: { path: { id: engagementId, poId: po.id } }, body: { isAssigned } }),
    onSuccess: (_answer, { isAssigned }) => {
      toast.success(isAssigned ? 'Purchase order was assigned' : 'Purchase order was unassigned')
      return invalidate(paths.list, paths.purchaseOrderNumbers)
    },
    onError: (error) => toast.error(errorMessage(error)),
  })
  const offered = (options.data?.results ?? []).filter((po) => !po.isAssigned && !assigned.some((own) => own.id === po.id))

  return (
    <>
      {assigned.length === 0 ? (
        <Typography color="text.secondary">PO not assigned.</Typography>
      ) : (
        <Box component="ul" aria-label="Purchase orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {assigned.map((po) => (
            <Box component="li" key={po.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{poLabel(po)}</Typography>
              {canEdit && (
                <Button size="small" color="error" aria-label={`Unassign ${po.name}`} disabled={change.isPending} onClick={() => change.mutate({ po, isAssigned: false })}>
                  Unassign
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {canEdit && (
        <Autocomplete
          size="small"
          sx={{ mt: 1.5 }}
          options={offered}
          value={null}
          blurOnSelect
          loading={options.isFetching}
          filterOptions={(shown) => shown}
          getOptionLabel={poLabel}
          onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text.trim())}
          onChange={(_event, po) => po && change.mutate({ po, isAssigned: true })}
          noOptionsText="No other active purchase orders"
          renderInput={(params) => <TextField {...params} label="Assign a purchase order" />}
        />
      )}
    </>
  )
}
