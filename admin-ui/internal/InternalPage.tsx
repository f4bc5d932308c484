import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Title } from 'react-admin'
import { BenchmarksSection } from './BenchmarksSection'
import { fetchInternalUsers, type InternalUser } from './api'
import { SettingsSection } from './SettingsSection'
import { LoadFailed, Section } from './Section'

const ROLE_LABELS: Record<string, string> = { super_admin: 'Super admin', content_editor: 'Content editor' }

const nameOf = (user: InternalUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

const InternalUsers = () => {
  const query = useQuery({ queryKey: ['internal-users'], queryFn: fetchInternalUsers })
  return (
    <Section id="internal-users" title="Internal users" description="Super admins and content editors.">
      {query.isPending ? (
        <Skeleton variant="rounded" height={80} role="progressbar" aria-label="Loading internal users" />
      ) : query.isError ? (
        <LoadFailed what="internal users" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">No internal users.</Typography>
      ) : (
        <Box tabIndex={0} role="region" aria-label="Internal users table" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="internal-users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((user) => {
                const active = !user.isDeactivated
                return (
                  <TableRow key={user.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{nameOf(user)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                    <TableCell>{ROLE_LABELS[user.role] ?? user.role}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={active ? 'success' : 'default'} label={active ? 'Active' : 'Inactive'} />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  )
}

/**
 * /internal (super admin; replaces the 'coming soon' page): the internal users, the platform settings
 * (editable, validated by the contract's settingValueInput) and the savings benchmarks (list, add, edit,
 * delete after a confirmation).
 */
export const InternalPage = () => (
  <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
    <Title title="Internal" />
    <Typography variant="h5" component="h1">
      Internal
    </Typography>
    <InternalUsers />
    <SettingsSection />
    <BenchmarksSection />
  </Box>
)
