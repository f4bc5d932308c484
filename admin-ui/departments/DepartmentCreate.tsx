import { Create, SimpleForm } from 'react-admin'
import { DepartmentInputs } from './DepartmentInputs'

export const DepartmentCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <DepartmentInputs creating />
    </SimpleForm>
  </Create>
)
