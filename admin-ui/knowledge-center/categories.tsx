import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined'
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin'
import { faqCategoryInput } from '../../contract/knowledgeCenter'
import { usePhone } from '../layout/usePhone'
import { RowActions, contractResolver } from './shared'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

/** FAQ categories (name, order), kept by content editors and the super admin. */
const CategoryForm = () => (
  <SimpleForm resolver={contractResolver(faqCategoryInput)}>
    <TextInput source="name" fullWidth />
    <NumberInput source="order" min={0} step={1} />
  </SimpleForm>
)

/** On a phone, one item per category (its name and place in the order) opening its form. */
const CategoryList = () => {
  const isPhone = usePhone()
  return (
    <List exporter={false} sort={{ field: 'order', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      {isPhone ? (
        <SimpleList rowClick="edit" primaryText={(category) => category.name} tertiaryText={(category) => <ListAside>#{category.order}</ListAside>} />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="order" />
          <TextField source="name" />
          <UsDateField source="updatedAt" />
          <RowActions label="talentgrid.knowledgeCenter.actions" />
        </Datagrid>
      )}
    </List>
  )
}

export const faqCategories = {
  list: CategoryList,
  create: () => (
    <Create redirect="list">
      <CategoryForm />
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <CategoryForm />
    </Edit>
  ),
  icon: CategoryOutlinedIcon,
  recordRepresentation: 'name',
}
