import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import {
  DataTable,
  Edit,
  EmailField,
  Pagination,
  ReferenceManyField,
  TabbedForm,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { RoleField } from '../users/RoleField'
import { UserStatusField } from '../users/UserStatusField'
import { ChangeRateButton } from './ChangeRateButton'
import { OrganizationInputs } from './OrganizationInputs'
import { tabPathFromQuery } from './tabFromQuery'

/** The path of the Users tab: /organizations/{id}/1 (the tab a new organization opens on). */
export const USERS_TAB = '1'

/**
 * The spec's /organizations/{id}?activeTabIndex=1: the index becomes the
 * tab's own path, in place (replace), so Back does not return to the query form.
 */
const OpenTabFromQuery = () => {
  const { search } = useLocation()
  const { id } = useParams()
  const navigate = useNavigate()
  useEffect(() => {
    const target = tabPathFromQuery(search, ['', USERS_TAB])
    if (target === null || id === undefined) return
    navigate({ pathname: `/organizations/${encodeURIComponent(id)}${target.tab ? `/${target.tab}` : ''}`, search: target.search }, { replace: true })
  }, [search, id, navigate])
  return null
}

const fullName = (user: { firstName?: string; lastName?: string }) => `${user.firstName ?? ''} ${user.lastName ?? ''}`

/** users_count and engagements_count of the organization (engagements not ended). */
const OrganizationCounts = () => {
  const record = useRecordContext()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const translate = useTranslate()
  const [data, setData] = useState<{ users: number; engagements: number } | null>(null)
  useEffect(() => {
    if (record?.id === undefined) return
    // An answer for an organization no longer shown is dropped.
    let current = true
    dataProvider.getOrganizationCounts(record.id).then(
      (counts) => current && setData(counts),
      () => current && setData(null),
    )
    return () => {
      current = false
    }
  }, [dataProvider, record?.id])
  return (
    <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
      <Typography variant="body2">{translate('talentgrid.organizations.usersCount', { count: data?.users ?? '…' })}</Typography>
      <Typography variant="body2">{translate('talentgrid.organizations.engagementsCount', { count: data?.engagements ?? '…' })}</Typography>
    </Stack>
  )
}

const EditActions = () => (
  <TopToolbar>
    <ChangeRateButton />
  </TopToolbar>
)

// Pessimistic: the server's 422 field errors can only reach the form when the save waits for it.
// A custom onSuccess replaces react-admin's, so it also does the usual return to the list.
export const OrganizationEdit = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = () => {
    notify('talentgrid.organizations.updated', { type: 'success' })
    redirect('list', 'organizations')
  }
  return (
    <>
      <OpenTabFromQuery />
      <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} actions={<EditActions />}>
        <TabbedForm>
          <TabbedForm.Tab label="talentgrid.organizations.tabs.details">
            <OrganizationInputs />
          </TabbedForm.Tab>
          <TabbedForm.Tab label="talentgrid.organizations.tabs.users" path={USERS_TAB}>
            <OrganizationCounts />
            <ReferenceManyField reference="users" target="organization" sort={{ field: 'lastName', order: 'ASC' }} perPage={25} pagination={<Pagination />}>
              <DataTable rowClick="edit" bulkActionButtons={false}>
                <DataTable.Col source="firstName" label="resources.users.fields.fullName" render={fullName} />
                <DataTable.Col source="email" field={EmailField} />
                <DataTable.Col source="role" field={RoleField} />
                <DataTable.Col source="status" field={UserStatusField} />
              </DataTable>
            </ReferenceManyField>
          </TabbedForm.Tab>
        </TabbedForm>
      </Edit>
    </>
  )
}
