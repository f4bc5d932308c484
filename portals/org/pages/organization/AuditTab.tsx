import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined'
import { format, isValid, parseISO } from 'date-fns'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery, type AnswerOf } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import { DATE_FORMAT } from '../../../../contract/format'

const PAGE_SIZES = [25, 50, 100]

type AuditEvent = AnswerOf<'get', '/organization_admin/audit-events/'>['results'][number]

const ACTIONS: Record<AuditEvent['action'], string> = { create: 'Created', update: 'Updated', delete: 'Deleted' }

/** 'group-members' -> 'Group member'. */
export function entityLabel(entity: string): string {
  const words = entity.replace(/[-_]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim()
  const singular = words.replace(/ies$/, 'y').replace(/s$/, '')
  return singular.charAt(0).toUpperCase() + singular.slice(1)
}

/** 'hasTimeSheetApproval' -> 'Has time sheet approval'. */
const fieldLabel = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const RECORD_ID = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^([0-9a-f]{8})[0-9a-f]{16}$/i

/**
 * A changed value as a person reads it: empty as a dash, yes/no for flags, dates as MM/dd/yyyy, lists
 * joined, and another record's id shortened to its first characters (the trail stores ids, not names).
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—'
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  if (ISO_DAY.test(text) || ISO_TIME.test(text)) {
    const date = parseISO(text)
    if (isValid(date)) return format(date, ISO_DAY.test(text) ? DATE_FORMAT : `${DATE_FORMAT} h:mm a`)
  }
  const id = RECORD_ID.exec(text)
  if (id) return `#${id[1] ?? id[2]}`
  return text
}

const when = (at: string) => {
  const date = parseISO(at)
  return isValid(date) ? { day: format(date, DATE_FORMAT), time: format(date, 'h:mm a') } : { day: '—', time: '' }
}

function Changes({ changes }: { changes: AuditEvent['changes'] }) {
  const entries = Object.entries(changes ?? {})
  if (!entries.length) return null
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
      {entries.map(([field, change]) => (
        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {fieldLabel(field)}:
          </Box>{' '}
          {valueText(change?.old)} → {valueText(change?.new)}
        </Typography>
      ))}
    </Box>
  )
}

/** The organization's audit trail, newest first, read-only (plan: audit-events). */
export default function AuditTab() {
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!)
  const list = loadState(useQuery({ ...apiQuery('/organization_admin/audit-events/', { params: { query: { page: page + 1, page_size: pageSize } } }), ...keepShownWhileFetching }))
  const rows = list.data?.results ?? []

  return (
    <Card>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : null}
      {list.loading ? (
        <PageLoader label="Loading the audit trail" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<HistoryOutlinedIcon />} title="No results found..." description="Changes to your organization, its users and departments appear here." />
      ) : (
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table aria-label="Audit trail" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((event) => {
                const time = when(event.at)
                return (
                  <TableRow key={event.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {time.day}
                      <Typography variant="body2" color="text.secondary">
                        {time.time}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {event.actorName ?? 'System'}
                      {event.impersonatorName && (
                        <Typography variant="body2" color="text.secondary">
                          by {event.impersonatorName}, acting as {event.actorName ?? 'this user'}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {/* The server words the event ('Marcus Reed added Emily Carter to subgroup Go-Live Week 1'). */}
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {event.summary || `${ACTIONS[event.action] ?? event.action} ${entityLabel(event.entity).toLowerCase()}`}
                      </Typography>
                      <Changes changes={event.changes} />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {list.data && list.data.count > 0 && (
        <TablePagination
          component="div"
          count={list.data.count}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value))
            setPage(0)
          }}
        />
      )}
    </Card>
  )
}
