import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useParams } from 'react-router-dom'
import {
  Button,
  CreateButton,
  DataTable,
  EditButton,
  List,
  SimpleList,
  TopToolbar,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { SpecializationBreadcrumbs } from './SpecializationBreadcrumbs'
import { levelPath, nodePath } from './specializationPaths'

const ExpertiseLevelsField = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate()
  const levels: string[] = Array.isArray(record.expertiseLevels) ? record.expertiseLevels : []
  return (
    <Stack direction="row" spacing={0.5}>
      {levels.map((level) => (
        <Chip key={level} size="small" variant="outlined" label={translate(`talentgrid.expertise.${level}`, { _: level })} />
      ))}
    </Stack>
  )
}

/** Add a node at this level (its parent set, placed last), and edit the node whose children these are. */
const LevelActions = ({ parentId }: { parentId: Identifier | null }) => {
  const { total } = useListContext()
  return (
    <TopToolbar>
      {parentId && (
        <Button component={Link} to={nodePath(parentId)} label="talentgrid.specializations.editThisNode">
          <EditIcon />
        </Button>
      )}
      <CreateButton
        label={parentId ? 'talentgrid.specializations.addNode' : 'talentgrid.specializations.addPlatform'}
        state={{ record: { parent: parentId, sortOrder: total ?? 0, expertiseLevels: parentId ? [] : ['novice', 'intermediate', 'expert'] } }}
      />
    </TopToolbar>
  )
}

const EmptyLevel = ({ parentId }: { parentId: Identifier | null }) => {
  const translate = useTranslate()
  return (
    <Box sx={{ width: '100%' }}>
      <LevelActions parentId={parentId} />
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('talentgrid.specializations.emptyLevel')}
      </Typography>
    </Box>
  )
}

/**
 * One level of the specialization tree: the platforms at /specializations, the nodes under a node at
 * /specializations/{id}/children. A row opens the level below it; Edit opens the node itself (name,
 * order, expertise levels, and its roles and skills). Levels are short, so one page holds a level, in
 * the catalogue's order (sort order, then name). Each level keeps its own list state. On a phone a level
 * is a compact list (name, and a platform's expertise levels); 'Edit this node' on the level below opens the node.
 */
export const SpecializationList = () => {
  const { id } = useParams<{ id: string }>()
  const parentId = id ?? null
  const isRoot = parentId === null
  const isPhone = usePhone()
  const translate = useTranslate()
  return (
    <>
      <SpecializationBreadcrumbs nodeId={parentId} />
      <List
        key={parentId ?? 'root'}
        storeKey={`specializations.${parentId ?? 'root'}`}
        filter={{ parent: parentId }}
        sort={{ field: 'sortOrder', order: 'ASC' }}
        perPage={500}
        pagination={false}
        actions={<LevelActions parentId={parentId} />}
        empty={<EmptyLevel parentId={parentId} />}
      >
        {isPhone ? (
          <SimpleList
            rowClick={(rowId) => levelPath(rowId)}
            primaryText={(node) => node.name}
            secondaryText={(node) =>
              isRoot && Array.isArray(node.expertiseLevels)
                ? node.expertiseLevels.map((level: string) => translate(`talentgrid.expertise.${level}`, { _: level })).join(' · ')
                : undefined
            }
          />
        ) : (
          <DataTable rowClick={(rowId) => levelPath(rowId)} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            {isRoot && (
              <DataTable.Col source="expertiseLevels" disableSort render={(record) => <ExpertiseLevelsField record={record as RaRecord} />} />
            )}
            <DataTable.NumberCol source="sortOrder" />
            <DataTable.Col label="talentgrid.actions" disableSort>
              <EditButton />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  )
}
