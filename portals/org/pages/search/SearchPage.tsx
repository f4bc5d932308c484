import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import TuneIcon from '@mui/icons-material/Tune'
import type { SearchCriteriaInput } from '../../../../contract/search/criteria'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { useCurrentUser } from '../../../shared/session'
import { useSpecializationPathsText } from '../../../shared/specializations/SpecializationCriteriaField'
import { useListParams } from '../../../shared/useListParams'
import { canManageEngagements, isOrgAdmin } from '../../access'
import { AddToGroupDialog } from '../groups/AddToGroupDialog'
import { InviteToOpportunityDialog } from '../opportunities/InviteToOpportunityDialog'
import { useOrgRolePrefix } from '../../rolePrefix'
import { CriteriaPanel } from './CriteriaPanel'
import { MatchWeightsDialog } from './MatchWeightsDialog'
import type { RowActions } from './ResultRow'
import { SavedSearchesPanel, type SavedSearch } from './SavedSearchesPanel'
import { SaveSearchDialog } from './SaveSearchDialog'
import { inputOfParams, paramsOfInput, valuesOfInput } from './searchCriteriaForm'
import { SearchResults } from './SearchResults'
import { TalentNotFoundDialog } from './TalentNotFoundDialog'

/**
 * On a phone the criteria fold into an accordion above the results, open until a search runs. Wider
 * screens get the same element tree, always open and without the header: a layout switch (a rotated
 * phone, a resized window) must not mount the criteria form again, which dropped what was typed and
 * left an open specialization picker adding to a form that no longer existed.
 */
function CriteriaFrame({ phone, appliedKey, children }: { phone: boolean; appliedKey: string; children: ReactNode }) {
  const [open, setOpen] = useState(true)
  const firstKey = useRef(appliedKey)
  useEffect(() => {
    if (appliedKey !== firstKey.current) setOpen(false)
  }, [appliedKey])
  return (
    // The summary's heading (an h3 around it) is hidden with it on wider screens: left shown, it was an empty heading.
    <Accordion
      variant={phone ? undefined : 'outlined'}
      expanded={!phone || open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      slotProps={{ heading: { style: phone ? undefined : { display: 'none' } } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="search-criteria" id="search-criteria-header" sx={phone ? undefined : { display: 'none' }}>
        <Typography sx={{ fontWeight: 600 }}>Search criteria</Typography>
      </AccordionSummary>
      <AccordionDetails id="search-criteria" sx={{ p: 0 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  )
}

/**
 * /search: criteria with the live matched count,
 * the ranked results with each score explained, saved searches and talent-not-found feedback. The
 * applied criteria, ordering and page live in the address (useListParams), so Back, a reload and a
 * shared link show the same search.
 */
export default function SearchPage() {
  const user = useCurrentUser()
  const prefix = useOrgRolePrefix()
  const modal = useModal()
  const navigate = useNavigate()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'))
  const { params, update, page } = useListParams()
  const applied = inputOfParams(params)
  const appliedKey = JSON.stringify(applied)
  const lastSearch = useSpecializationPathsText(applied.specializations ?? [], '; ')

  const apply = (input: SearchCriteriaInput) => update(paramsOfInput(input))
  const openSave = (criteria: SearchCriteriaInput) => modal.open(<SaveSearchDialog prefix={prefix} criteria={criteria} onClose={modal.close} />)
  const runSaved = (saved: SavedSearch) => apply(saved.params)
  const tellUs = () => modal.open(<TalentNotFoundDialog prefix={prefix} lastSearch={lastSearch} onClose={modal.close} />)
  const actions: RowActions = {
    addToGroup: (talent) => modal.open(<AddToGroupDialog talent={talent} onClose={modal.close} />),
    inviteToOpportunity: (talent) => modal.open(<InviteToOpportunityDialog talents={[{ id: talent.id, fullName: talent.fullName }]} onClose={modal.close} />),
    startEngagement: canManageEngagements(user) ? (talent) => void navigate(`/new-engagement?talentId=${encodeURIComponent(talent.id)}`) : undefined,
  }

  return (
    <>
      <PageHeader
        title="Search"
        subtitle="Find approved talent by specialization, availability, place and rate."
        actions={
          isOrgAdmin(user) ? (
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => modal.open(<MatchWeightsDialog prefix={prefix} onClose={modal.close} />)}>
              Match weights
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <CriteriaFrame phone={phone} appliedKey={appliedKey}>
          <CardContent>
            {/* A new key when the address's criteria change (a saved search, Clear, Back) starts the form afresh. */}
            <CriteriaPanel key={appliedKey} prefix={prefix} initial={valuesOfInput(applied)} onSearch={apply} onSave={openSave} />
          </CardContent>
          <Divider />
          <CardContent>
            <SavedSearchesPanel prefix={prefix} onRun={runSaved} />
          </CardContent>
        </CriteriaFrame>
        <SearchResults
          prefix={prefix}
          criteria={applied}
          ordering={params.get('ordering') ?? ''}
          page={page}
          onOrdering={(ordering) => update({ ordering })}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
          actions={actions}
          onTellUs={tellUs}
        />
      </Box>
    </>
  )
}
