import { AutocompleteInput, CheckboxGroupInput, FormDataConsumer, NumberInput, ReferenceInput, TextInput, type RaRecord } from 'react-admin'
import { expertiseLevelChoices } from './expertiseLevels'
import { validateNodeName, validateSortOrder } from './specializationValidation'

type NodeFormData = { parent?: string | null }

/**
 * The inputs shared by the node create and edit forms. No parent makes a platform; only a platform has
 * expertise levels (the server drops them from any other node), so the selector shows for roots alone.
 */
export const SpecializationInputs = () => (
  <>
    <TextInput source="name" validate={validateNodeName} />
    <ReferenceInput source="parent" reference="specializations" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" helperText="talentgrid.specializations.parentHelp" />
    </ReferenceInput>
    <FormDataConsumer<NodeFormData>>
      {({ formData }) =>
        !formData.parent && (
          <CheckboxGroupInput source="expertiseLevels" choices={expertiseLevelChoices} helperText="talentgrid.specializations.expertiseHelp" />
        )
      }
    </FormDataConsumer>
    <NumberInput source="sortOrder" step={1} min={0} validate={validateSortOrder} helperText="talentgrid.specializations.sortOrderHelp" />
  </>
)

/** What the node form sends: an empty parent is a platform; a node with a parent keeps no levels. */
export function toNodePayload<T extends Partial<RaRecord>>(data: T): T {
  const parent = data.parent || null
  return { ...data, parent, expertiseLevels: parent ? [] : (data.expertiseLevels ?? []), sortOrder: data.sortOrder ?? 0 }
}
