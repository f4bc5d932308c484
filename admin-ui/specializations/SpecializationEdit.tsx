import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import { useParams } from 'react-router-dom'
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { NodeItemList } from './NodeItemList'
import { SpecializationBreadcrumbs } from './SpecializationBreadcrumbs'
import { SpecializationInputs, toNodePayload } from './SpecializationInputs'
import { levelPath, redirectToLevel } from './specializationPaths'

/** Save, and Delete back to the node's level; the server refuses to delete a node with nodes below it. */
const NodeToolbar = () => {
  const record = useRecordContext()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmContent="talentgrid.specializations.deleteConfirm"
        redirect={() => levelPath(record?.parent)}
      />
    </Toolbar>
  )
}

/**
 * A node of the tree: its name, place and (on a platform) expertise levels, saved together; below,
 * its roles and skills, each changed at once. Pessimistic, so a refused move (under one of its own
 * nodes) shows on the parent field.
 */
export const SpecializationEdit = () => {
  const { id } = useParams<{ id: string }>()
  return (
    <>
      <SpecializationBreadcrumbs nodeId={id} />
      <Edit mutationMode="pessimistic" redirect={redirectToLevel} transform={toNodePayload}>
        <SimpleForm toolbar={<NodeToolbar />}>
          <SpecializationInputs />
        </SimpleForm>
        <Divider />
        <CardContent>
          <NodeItemList reference="specialization-roles" />
          <NodeItemList reference="specialization-skills" />
        </CardContent>
      </Edit>
    </>
  )
}
