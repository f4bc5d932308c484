import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useCurrentUser } from '../../../shared/session'

const DetailsTab = lazy(() => import('./DetailsTab'))
const UsersTab = lazy(() => import('./UsersTab'))
const DepartmentsTab = lazy(() => import('./DepartmentsTab'))
const AuditTab = lazy(() => import('./AuditTab'))
const PurchaseOrdersTab = lazy(() => import('./PurchaseOrdersTab'))

const TABS = [
  { key: 'details', label: 'Details' },
  { key: 'users', label: 'Users' },
  { key: 'departments', label: 'Departments' },
  { key: 'purchase-orders', label: 'Purchase orders' },
  { key: 'audit', label: 'Audit trail' },
] as const
type TabKey = (typeof TABS)[number]['key']

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value)

/**
 * Administration for the organization admin (/organization). The tab lives in the URL
 * (?tab=users) so it survives a reload and can be linked to; the Details tab has no parameter.
 */
export default function OrganizationPage() {
  const user = useCurrentUser()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: TabKey = isTab(requested) ? requested : 'details'
  const organizationId = user.organization?.id

  const select = (next: TabKey) => {
    setSearchParams(next === 'details' ? {} : { tab: next })
  }

  return (
    <>
      <PageHeader title="Administration" subtitle={user.organization?.name} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => select(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Administration sections"
          // On the grey page background the theme's primary reads 4.29:1; the darker shade passes AA.
          sx={{ '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
        >
          {TABS.map((item) => (
            <Tab key={item.key} value={item.key} label={item.label} id={`admin-tab-${item.key}`} aria-controls="admin-tabpanel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        <Suspense fallback={<PageLoader />}>
          {tab === 'details' &&
            (organizationId ? (
              <DetailsTab organizationId={organizationId} />
            ) : (
              <Alert severity="warning">Your account belongs to no organization. Ask Talentgrid support to assign one.</Alert>
            ))}
          {tab === 'users' && <UsersTab />}
          {tab === 'departments' && <DepartmentsTab />}
          {tab === 'audit' && <AuditTab />}
          {tab === 'purchase-orders' && <PurchaseOrdersTab />}
        </Suspense>
      </Box>
    </>
  )
}
