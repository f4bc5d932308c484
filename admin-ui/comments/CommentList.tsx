import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  ShowButton,
  SimpleList,
} from 'react-admin'
import { plainText } from '../../contract/fields'
import { usePhone } from '../layout/usePhone'
import { CommentDeleteButton } from './CommentDeleteButton'
import { CommentTextField } from './CommentTextField'
import { VisibilityField, visibilityChoices } from './VisibilityField'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

const commentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="commentPermissionId" source="commentPermissionId" choices={visibilityChoices} />,
  <ReferenceInput key="talent" source="talent" reference="talents">
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="organization" source="organization" reference="organizations">
    <AutocompleteInput />
  </ReferenceInput>,
]

/**
 * Every comment on every profile, newest first, for moderation: read and delete (never written here).
 * On a phone, one item per comment (its text, who wrote it about whom, when); delete is on its page.
 */
export const CommentList = () => {
  const isPhone = usePhone()
  return (
    <List filters={commentFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick="show"
          primaryText={(comment) => {
            const text = plainText(String(comment.commentText ?? ''))
            return text.length > 80 ? `${text.slice(0, 80)}…` : text
          }}
          secondaryText={(comment) => (
            <>
              {comment.authorName}
              {comment.talent && (
                <>
                  {' → '}
                  <ReferenceField source="talent" reference="talents" link={false} />
                </>
              )}
            </>
          )}
          tertiaryText={<ListAside><UsDateField source="createdAt" /></ListAside>}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt" field={(props) => <UsDateField showTime {...props} />} />
          <DataTable.Col source="authorName" />
          <DataTable.Col source="organization" disableSort>
            <ReferenceField source="organization" reference="organizations" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="talent" disableSort>
            <ReferenceField source="talent" reference="talents" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="commentPermissionId" field={VisibilityField} />
          {/* The comment is what the list is read for: wide enough for a line of it rather than a word. */}
          <DataTable.Col source="commentText" disableSort cellSx={() => ({ minWidth: 260 })}>
            <CommentTextField source="commentText" maxLength={120} />
          </DataTable.Col>
          <DataTable.Col source="isActive" field={BooleanField} />
          <DataTable.Col label="talentgrid.actions">
            <ShowButton />
            <CommentDeleteButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
