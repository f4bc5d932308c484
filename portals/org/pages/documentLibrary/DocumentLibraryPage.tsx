import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { useCurrentUser } from '../../../shared/session'
import { canManageEngagements, isOrgAdmin } from '../../access'

const DocumentsTab = lazy(() => import('./DocumentsTab'))
const TermsTab = lazy(() => import('./TermsTab'))

type TabKey = 'documents' | 'terms'

/**
 * The document library (/document-library): the organization's required documents and, with
 * the engagementTerms flag, its engagement terms texts. The organization admin writes documents;
 * managers read them (they attach them on the engagement form). Terms are written by whoever manages
 * engagements (the admin, a manager with Manage Engagement), as the API allows.
 */
export default function DocumentLibraryPage() {
  const user = useCurrentUser()
  const termsOn = useFeatureFlag('engagementTerms')
  const [searchParams, setSearchParams] = useSearchParams()
  const tab: TabKey = termsOn && searchParams.get('tab') === 'terms' ? 'terms' : 'documents'
  const canEditDocuments = isOrgAdmin(user)

  return (
    <>
      <PageHeader
        title="Document Library"
        subtitle={canEditDocuments ? user.organization?.name : 'Read only: the organization admin keeps the library.'}
      />
      {termsOn && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: TabKey) => setSearchParams(value === 'documents' ? {} : { tab: value })}
            aria-label="Document library sections"
            sx={{ '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
          >
            <Tab value="documents" label="Required documents" id="library-tab-documents" aria-controls="library-tabpanel" />
            <Tab value="terms" label="Engagement terms" id="library-tab-terms" aria-controls="library-tabpanel" />
          </Tabs>
        </Box>
      )}
      <Box role={termsOn ? 'tabpanel' : undefined} id="library-tabpanel" aria-labelledby={termsOn ? `library-tab-${tab}` : undefined}>
        <Suspense fallback={<PageLoader />}>
          {tab === 'documents' ? <DocumentsTab canEdit={canEditDocuments} /> : <TermsTab canEdit={canManageEngagements(user)} />}
        </Suspense>
      </Box>
    </>
  )
}
