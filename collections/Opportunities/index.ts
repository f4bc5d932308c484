import type { CollectionConfig } from 'payload'
import {
  notForTalent,
  readOpportunities,
  readOpportunityParts,
  readOpportunityRate,
  readOwnOrOrganization,
} from '../../access/discovery'
import { serverCreatesFor, serverWritesFor } from '../../access/engagements'
import { nobody } from '../../access/roles'
import { ENGAGEMENT_PLACES, WORK_KINDS } from '../../contract/engagements/documents'
import { APPLICANT_STATUSES, OPPORTUNITY_LIMITS, OPPORTUNITY_STATUSES } from '../../contract/opportunities/opportunity'
import { EXPERTISE_LEVELS } from '../../contract/talentProfile'
import { richTextHooks } from '../../hooks/sanitizeRichText'

/**
 * Opportunities and their applicants. An organization posts
 * an opportunity (draft, open, closed); talents find the open ones and apply; the organization invites
 * talents, reviews applicants, removes and restores them. Written only through /api/v1.
 */
export const Opportunities: CollectionConfig = {
  slug: 'opportunities',
  admin: { useAsTitle: 'title' },
  access: { read: readOpportunities, create: serverCreatesFor(), update: serverWritesFor(), delete: serverWritesFor() },
  fields: [
    { name: 'title', type: 'text', maxLength: OPPORTUNITY_LIMITS.title, index: true },
    { name: 'description', type: 'textarea', hooks: richTextHooks },
    { name: 'status', type: 'select', options: [...OPPORTUNITY_STATUSES], defaultValue: 'draft', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    { name: 'place', type: 'select', options: [...ENGAGEMENT_PLACES] },
    { name: 'workKind', type: 'select', options: [...WORK_KINDS] },
    { name: 'city', type: 'text', maxLength: OPPORTUNITY_LIMITS.city },
    { name: 'state', type: 'text', maxLength: OPPORTUNITY_LIMITS.state },
    // Calendar dates 'yyyy-MM-dd'.
    { name: 'startDate', type: 'text', maxLength: 10 },
    { name: 'endDate', type: 'text', maxLength: 10 },
    { name: 'hoursPerWeek', type: 'number', min: 1, max: 168 },
    // The hourly pay offered, integer cents.
    { name: 'rateMinCents', type: 'number', min: 0, access: { read: readOpportunityRate } },
    { name: 'rateMaxCents', type: 'number', min: 0, access: { read: readOpportunityRate } },
    // Row ids are the question ids answers name (Payload keeps an array row's id when it is sent back).
    {
      name: 'questions',
      type: 'array',
      maxRows: OPPORTUNITY_LIMITS.questions,
      fields: [{ name: 'question', type: 'text', required: true, maxLength: OPPORTUNITY_LIMITS.question }],
    },
    { name: 'openedAt', type: 'date' },
    { name: 'closedAt', type: 'date' },
  ],
  timestamps: true,
}

/** A specialization an opportunity asks for (the spec's "opportunity-specialization"), like a talent's. */
export const OpportunitySpecializations: CollectionConfig = {
  slug: 'opportunity-specializations',
  access: { read: readOpportunityParts, create: serverCreatesFor(), update: serverWritesFor(), delete: serverWritesFor() },
  fields: [
    { name: 'opportunity', type: 'relationship', relationTo: 'opportunities', required: true, index: true, access: { update: () => false } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'specialization', type: 'relationship', relationTo: 'specializations', required: true, index: true },
    { name: 'expertise', type: 'select', options: [...EXPERTISE_LEVELS] },
    { name: 'roles', type: 'relationship', relationTo: 'specialization-roles', hasMany: true },
    { name: 'skills', type: 'relationship', relationTo: 'specialization-skills', hasMany: true },
  ],
  timestamps: true,
}

/**
 * A talent on an opportunity's list (the spec's "opportunity-talent"): invited by an organization user,
 * or there because they applied. One row per (opportunity, talent). Removing keeps the row (removed
 * talents list, restore); `hasApplied` decides the removal message and e-mail.
 */
export const OpportunityTalents: CollectionConfig = {
  slug: 'opportunity-talents',
  indexes: [{ fields: ['opportunity', 'talent'], unique: true }],
  access: {
    read: readOwnOrOrganization,
    create: serverCreatesFor({ talentField: 'talent' }),
    update: serverWritesFor({ talentField: 'talent' }),
    delete: nobody,
  },
  fields: [
    { name: 'opportunity', type: 'relationship', relationTo: 'opportunities', required: true, index: true, access: { update: () => false } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'status', type: 'select', options: [...APPLICANT_STATUSES], required: true, defaultValue: 'invited', index: true },
    { name: 'hasApplied', type: 'checkbox', defaultValue: false, index: true },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users' },
    { name: 'invitedAt', type: 'date' },
    { name: 'appliedAt', type: 'date' },
    { name: 'removedAt', type: 'date', access: { read: notForTalent } },
    { name: 'removedBy', type: 'relationship', relationTo: 'users', access: { read: notForTalent } },
    // The engagement created from this applicant ('Create engagement'), set when it is saved.
    { name: 'engagement', type: 'relationship', relationTo: 'engagements' },
  ],
  timestamps: true,
}

/** An application (the spec's "Opportunity apply"): the old form's three texts or the new form's answers. */
export const OpportunityApplies: CollectionConfig = {
  slug: 'opportunity-applies',
  indexes: [{ fields: ['opportunity', 'talent'], unique: true }],
  access: {
    read: readOwnOrOrganization,
    create: serverCreatesFor({ talentField: 'talent' }),
    // The talent never edits a sent application; organization users write the manager comment.
    update: serverWritesFor(),
    delete: nobody,
  },
  fields: [
    { name: 'opportunity', type: 'relationship', relationTo: 'opportunities', required: true, index: true, access: { update: () => false } },
    { name: 'opportunityTalent', type: 'relationship', relationTo: 'opportunity-talents', required: true, index: true, access: { update: () => false } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'form', type: 'select', options: ['old', 'new'], required: true },
    { name: 'skillsAndQualifications', type: 'textarea' },
    { name: 'experience', type: 'textarea' },
    { name: 'applyMessage', type: 'textarea', hooks: richTextHooks },
    // [{ opportunityQuestionId, question, answer }]: the question's text is kept as it was asked.
    { name: 'answers', type: 'json', defaultValue: [] },
    { name: 'managerComment', type: 'textarea', maxLength: OPPORTUNITY_LIMITS.managerComment, access: { read: notForTalent } },
  ],
  timestamps: true,
}
