import { DeleteButton, Edit, ReferenceField, Labeled, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin'
import { redirectToNode } from './specializationPaths'
import { validateNodeName } from './specializationValidation'

const ItemToolbar = () => {
  const record = useRecordContext()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={() => redirectToNode(undefined, undefined, record)} />
    </Toolbar>
  )
}

/** Renaming a role or skill (the node's page lists them); saving or deleting returns to the node. */
export const NodeItemEdit = () => (
  <Edit mutationMode="pessimistic" redirect={redirectToNode}>
    <SimpleForm toolbar={<ItemToolbar />}>
      <Labeled>
        <ReferenceField source="specialization" reference="specializations" link="edit" />
      </Labeled>
      <TextInput source="name" validate={validateNodeName} />
    </SimpleForm>
  </Edit>
)
