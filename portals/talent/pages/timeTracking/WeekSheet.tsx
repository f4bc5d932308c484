import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import AddIcon from '@mui/icons-material/Add'
import type { EngagementTimeSheet } from '../../../../contract/timeSheets/timeEntry'
import { dayLabel, totalText } from './display'
import { EntryCell } from './EntryCell'
import { cellBlock, dayMinutes, declineComment, isDeletable, poPickerMode, rowMinutes, type CellValue, type GridRow, type SavedCells } from './gridModel'
import { RowHeader } from './RowHeader'

/** What a week needs of the sheet: its rows and saved entries, and the moves a row or a cell makes. */
export interface SheetApi {
  today: string
  rows: GridRow[]
  saved: SavedCells
  errors: Record<string, string>
  engagements: EngagementTimeSheet[]
  engagementName: (id: string) => string
  typeHours: (rowKey: string, day: string, text: string) => void
  pickMinutes: (rowKey: string, day: string, minutes: string) => void
  setPurchaseOrder: (rowKey: string, id: string) => void
  duplicateRow: (rowKey: string) => void
  deleteRow: (rowKey: string) => void
  addRow: (week: string, engagementId: string) => void
  openDetails: (rowKey: string, day: string) => void
  newEntry: (day: string) => void
}

const EMPTY: CellValue = { hours: '', minutes: '', comment: '' }

/** One week of a period: a table of rows by days on wide screens, a list of days on narrow ones. */
export function WeekSheet({ days, sheet }: { days: string[]; sheet: SheetApi }) {
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('md'))
  const week = days[0]
  const rows = sheet.rows.filter((row) => row.week === week)
  const where = `week of ${dayLabel(week)}`
  const byId = new Map(sheet.engagements.map((engagement) => [engagement.id, engagement]))
  const weekTotal = rows.reduce((sum, row) => sum + rowMinutes(row), 0)
  // A second row of the same engagement in the week is 'row 2' in its controls' names, so every input has its own.
  const rowName = (row: GridRow) => {
    const same = rows.filter((other) => other.engagementId === row.engagementId)
    const ordinal = same.indexOf(row) + 1
    return ordinal > 1 ? `${sheet.engagementName(row.engagementId)}, row ${ordinal}` : sheet.engagementName(row.engagementId)
  }

  const header = (row: GridRow) => {
    const saved = Object.values(sheet.saved[row.key] ?? {})
    const engagement = byId.get(row.engagementId)
    return (
      <RowHeader
        engagement={engagement}
        engagementName={rowName(row)}
        purchaseOrderId={row.purchaseOrderId}
        pickerMode={poPickerMode(engagement?.poList.length ?? 0, saved)}
        deleteBlocked={saved.every(isDeletable) ? null : 'approved or closed time stays'}
        where={where}
        onPurchaseOrder={(id) => sheet.setPurchaseOrder(row.key, id)}
        onDuplicate={() => sheet.duplicateRow(row.key)}
        onDelete={() => sheet.deleteRow(row.key)}
      />
    )
  }
  const cell = (row: GridRow, day: string) => (
    <EntryCell
      value={row.cells[day] ?? EMPTY}
      block={cellBlock(byId.get(row.engagementId), day, sheet.today)}
      saved={sheet.saved[row.key]?.[day]}
      error={sheet.errors[`${row.key}|${day}`]}
      label={`${dayLabel(day)}, ${rowName(row)}`}
      onHours={(text) => sheet.typeHours(row.key, day, text)}
      onMinutes={(minutes) => sheet.pickMinutes(row.key, day, minutes)}
      onDetails={() => sheet.openDetails(row.key, day)}
    />
  )
  const newEntryButton = (day: string) => (
    <IconButton size="small" aria-label={`New time sheet entry, ${dayLabel(day)}`} onClick={() => sheet.newEntry(day)} disabled={day > sheet.today} sx={{ p: 0.25 }}>
      <AddIcon fontSize="small" />
    </IconButton>
  )
  const declined = rows.flatMap((row) =>
    days.flatMap((day) => {
      const saved = sheet.saved[row.key]?.[day]
      const comment = saved && declineComment(saved)
      return comment ? [{ key: `${row.key}|${day}`, where: `${dayLabel(day)}, ${sheet.engagementName(row.engagementId)}`, comment }] : []
    }),
  )

  return (
    <Paper variant="outlined" component="section" aria-label={`Week of ${dayLabel(week)}`} sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {days.length > 1 ? `${dayLabel(days[0])} – ${dayLabel(days[days.length - 1])}` : dayLabel(days[0])}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Week total: <strong>{totalText(weekTotal)}</strong> h
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No time can be logged on these days.
        </Typography>
      ) : narrow ? (
        <Box>
          <Box component="ul" aria-label={`Rows, ${where}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {rows.map((row) => (
              <Box component="li" key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>{header(row)}</Box>
                <Typography variant="body2" sx={{ pt: 0.5, whiteSpace: 'nowrap' }}>{totalText(rowMinutes(row))} h</Typography>
              </Box>
            ))}
          </Box>
          {days.map((day) => (
            <Box key={day} component="section" aria-label={dayLabel(day)} sx={{ borderTop: 1, borderColor: 'divider', mt: 1.5, pt: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{dayLabel(day)}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">{totalText(dayMinutes(sheet.rows, day))} h</Typography>
                  {newEntryButton(day)}
                </Box>
              </Box>
              {rows.map((row) => (
                <Box key={row.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, pt: 1, overflowWrap: 'anywhere' }}>
                    {rowName(row)}
                  </Typography>
                  <Box sx={{ width: 170, flexShrink: 0 }}>{cell(row, day)}</Box>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`Time, ${where}`} sx={{ '& td, & th': { px: 0.5, verticalAlign: 'top' }, '& td:first-of-type, & th:first-of-type': { pl: 0 } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 190 }}>Engagement and PO</TableCell>
                {days.map((day) => (
                  <TableCell key={day} sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                      {dayLabel(day)}
                      {newEntryButton(day)}
                    </Box>
                  </TableCell>
                ))}
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">{header(row)}</TableCell>
                  {days.map((day) => (
                    <TableCell key={day}>{cell(row, day)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', pt: '14px !important' }}>{totalText(rowMinutes(row))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>Day total (hours)</TableCell>
                {days.map((day) => (
                  <TableCell key={day} sx={{ color: 'text.primary', fontSize: '0.875rem' }}>{totalText(dayMinutes(sheet.rows, day))}</TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>{totalText(weekTotal)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {declined.map((item) => (
        <Alert key={item.key} severity="error" sx={{ mt: 1 }}>
          <strong>Declined — {item.where}:</strong> “{item.comment}” Change the time or the comment and save to send it again.
        </Alert>
      ))}
      <AddRowButton days={days} sheet={sheet} />
    </Paper>
  )
}

/** 'Add row': a menu of the engagements that take time on some day of the week. */
function AddRowButton({ days, sheet }: { days: string[]; sheet: SheetApi }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const open = sheet.engagements.filter((engagement) => days.some((day) => cellBlock(engagement, day, sheet.today) === null))
  if (open.length === 0) return null
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)} sx={{ mt: 1 }} aria-label={`Add row, week of ${dayLabel(days[0])}`}>
        Add row
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {open.map((engagement) => (
          <MenuItem
            key={engagement.id}
            onClick={() => {
              setAnchor(null)
              sheet.addRow(days[0], engagement.id)
            }}
          >
            {engagement.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
