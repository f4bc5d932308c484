import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, TextInput, required } from 'react-admin'
import { validateDepId, validateDepartmentName, validateDescription } from './departmentValidation'

/**
 * The department form: the organization is chosen once, when creating (the server ignores it on edit);
 * the specializations are nodes of the tree, found by name. A node another department of the same
 * organization holds is refused by the server with the name of that department.
 */
export const DepartmentInputs = ({ creating }: { creating: boolean }) => (
  <>
    <ReferenceInput source="organization" reference="organizations">
      <AutocompleteInput validate={required()} disabled={!creating} />
    </ReferenceInput>
    <TextInput source="name" validate={validateDepartmentName} />
    <TextInput source="depId" validate={validateDepId} />
    <TextInput source="description" validate={validateDescription} multiline helperText="talentgrid.departments.descriptionHelp" />
    <ReferenceArrayInput source="specializations" reference="specializations" perPage={50}>
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
  </>
)
