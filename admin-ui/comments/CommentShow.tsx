import { BooleanField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { CommentDeleteButton } from './CommentDeleteButton'
import { CommentTextField } from './CommentTextField'
import { VisibilityField } from './VisibilityField'
import { UsDateField } from '../fields/UsDateField'

const Actions = () => (
  <TopToolbar>
    <CommentDeleteButton />
  </TopToolbar>
)

export const CommentShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <CommentTextField source="commentText" />
      <VisibilityField source="commentPermissionId" />
      <TextField source="authorName" />
      <ReferenceField source="organization" reference="organizations" emptyText="—" />
      <ReferenceField source="talent" reference="talents" emptyText="—" />
      <BooleanField source="isActive" />
      <BooleanField source="isShared" />
      <UsDateField source="createdAt" showTime />
      <UsDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
)
