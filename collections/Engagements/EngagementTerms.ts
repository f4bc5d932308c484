import type { CollectionConfig } from 'payload'
import { readOrganizationLibrary, serverCreatesFor, serverWritesFor } from '../../access/engagements'
import { nobody } from '../../access/roles'
import { ENGAGEMENT_TERMS_MAX } from '../../contract/engagements/documents'

/**
 * An organization's engagement terms texts (the spec's call "engagement-terms"; flag engagementTerms).
 * A sent engagement keeps a copy of the text (engagements.termsText): editing the library never changes
 * what a talent accepted. Written by organization users with Manage Engagement through the endpoints.
 */
export const EngagementTerms: CollectionConfig = {
  slug: 'engagement-terms',
  access: { read: readOrganizationLibrary, create: serverCreatesFor(), update: serverWritesFor(), delete: nobody },
  fields: [
    { name: 'text', type: 'textarea', required: true, maxLength: ENGAGEMENT_TERMS_MAX },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    { name: 'isAcknowledgementStatementAccepted', type: 'checkbox', defaultValue: false },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
  ],
  timestamps: true,
}
