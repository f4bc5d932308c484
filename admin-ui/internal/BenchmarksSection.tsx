import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Confirm, useGetList, useNotify } from 'react-admin'
import type { z } from 'zod'
import { savingsBenchmarkInput } from '../../contract/dashboards'
import { addBenchmark, changeBenchmarkRate, deleteBenchmark, fetchBenchmarks, writeErrors, type SavingsBenchmark } from './api'
import { LoadFailed, Section } from './Section'
import { formatMoneyText } from '../../contract/format'

/** A benchmark's form is the contract's POST body: the specialization (on create) and the rate in dollars per hour, like '95.00'. */
type BenchmarkForm = z.input<typeof savingsBenchmarkInput>

const KEY = ['savings-benchmarks']

/** Add (no `benchmark`) or edit one benchmark's rate, in a dialog; field errors of the server land on their fields. */
const BenchmarkDialog = ({ benchmark, onClose }: { benchmark: SavingsBenchmark | null; onClose: () => void }) => {
  const notify = useNotify()
  const queryClient = useQueryClient()
  // Platforms (the tree's top level) are what a benchmark is kept for.
  const specializations = useGetList('specializations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: { parent: null },
  })
  const form = useForm<BenchmarkForm>({
    defaultValues: { specializationId: benchmark?.specialization.id ?? '', rate: benchmark?.rate ?? '' },
    resolver: zodResolver(savingsBenchmarkInput),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      if (benchmark) await changeBenchmarkRate(benchmark.id, values.rate.trim())
      else await addBenchmark(values.specializationId, values.rate.trim())
      notify(benchmark ? 'Benchmark saved.' : 'Benchmark added.', { type: 'success' })
      void queryClient.invalidateQueries({ queryKey: KEY })
      onClose()
    } catch (error) {
      const { fields, other } = writeErrors(error)
      for (const [field, message] of Object.entries(fields)) {
        const name = field === 'specialization' ? 'specializationId' : field
        if (name === 'specializationId' || name === 'rate') form.setError(name, { message })
      }
      if (other || !Object.keys(fields).length) notify(other || 'The benchmark could not be saved.', { type: 'error' })
    }
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="benchmark-dialog">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="benchmark-dialog">{benchmark ? `Edit ${benchmark.specialization.name}` : 'Add a benchmark'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {!benchmark && (
            <Controller
              control={form.control}
              name="specializationId"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  autoFocus
                  label="Specialization"
                  error={Boolean(errors.specializationId)}
                  helperText={errors.specializationId?.message}
                  disabled={specializations.isPending}
                >
                  {(specializations.data ?? []).map((node) => (
                    <MenuItem key={node.id} value={String(node.id)}>
                      {String(node.name)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <TextField
            {...form.register('rate')}
            autoFocus={Boolean(benchmark)}
            label="Market rate ($/h)"
            inputMode="decimal"
            error={Boolean(errors.rate)}
            helperText={errors.rate?.message ?? 'Dollars per hour, like 95.00'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

/** The savings benchmarks: the market rate per specialization the savings formula compares bill rates with. */
export const BenchmarksSection = () => {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: KEY, queryFn: fetchBenchmarks })
  const [editing, setEditing] = useState<SavingsBenchmark | 'new' | null>(null)
  const [deleting, setDeleting] = useState<SavingsBenchmark | null>(null)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteBenchmark(deleting.id)
      notify('Benchmark deleted.', { type: 'success' })
      void queryClient.invalidateQueries({ queryKey: KEY })
    } catch (error) {
      notify(writeErrors(error).other || 'The benchmark could not be deleted.', { type: 'error' })
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }
  return (
    <Section
      id="savings-benchmarks"
      title="Savings benchmarks"
      description="The market rate of a specialization; organizations' savings compare their bill rates with it."
    >
      <Box sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          Add benchmark
        </Button>
      </Box>
      {query.isPending ? (
        <Skeleton variant="rounded" height={80} role="progressbar" aria-label="Loading savings benchmarks" />
      ) : query.isError ? (
        <LoadFailed what="savings benchmarks" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">No benchmarks yet: savings count 0 until one is added.</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Savings benchmarks table" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="savings-benchmarks">
            <TableHead>
              <TableRow>
                <TableCell>Specialization</TableCell>
                <TableCell>Market rate</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((benchmark) => (
                <TableRow key={benchmark.id}>
                  <TableCell>{benchmark.specialization.name}</TableCell>
                  <TableCell>{`${formatMoneyText(benchmark.rate) ?? benchmark.rate}/h`}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(benchmark)} aria-label={`Edit ${benchmark.specialization.name}`}>
                      Edit
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(benchmark)} aria-label={`Delete ${benchmark.specialization.name}`}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && <BenchmarkDialog benchmark={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title="Delete benchmark"
        content={deleting ? `Delete the benchmark of ${deleting.specialization.name}? Its engagements then count no savings.` : ''}
        confirm="Delete"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Section>
  )
}
