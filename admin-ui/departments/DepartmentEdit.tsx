import { Edit, SimpleForm } from 'react-admin'
import { DepartmentInputs } from './DepartmentInputs'

// Pessimistic: the server's 422 field errors (a node already assigned elsewhere) reach the form.
export const DepartmentEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <DepartmentInputs creating={false} />
    </SimpleForm>
  </Edit>
)
