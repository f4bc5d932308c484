import { Create, SimpleForm } from 'react-admin'
import { DocumentTypeInputs } from './DocumentTypeInputs'

/** Opened from the list for a type still on its default: the type and label come in the address. */
export const DocumentTypeCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <DocumentTypeInputs />
    </SimpleForm>
  </Create>
)
