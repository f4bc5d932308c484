import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { DocumentTypeInputs } from './DocumentTypeInputs'

// No Delete: the server offers none; going back to the default is setting 30 days again.
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

export const DocumentTypeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<SaveOnly />}>
      <DocumentTypeInputs />
    </SimpleForm>
  </Edit>
)
