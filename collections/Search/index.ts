import type { CollectionConfig } from 'payload'
import { ownerOnly, readFeedback, readOrganizationWeights } from '../../access/discovery'
import { serverCreatesFor, serverWritesFor } from '../../access/engagements'
import { nobody, superAdminOnly } from '../../access/roles'
import { SERVER_WRITE } from '../../access/serverWrites'
import { SEARCH_LIMITS } from '../../contract/search/criteria'

/** Talent search records. Written only through /api/v1. */

/** A saved search: private to the user who saved it. */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  access: {
    read: ownerOnly,
    create: ({ req, data }) => req.context?.[SERVER_WRITE] === true && String((data as { owner?: unknown })?.owner ?? '') === String(req.user?.id ?? ''),
    update: nobody,
    delete: ({ req }) => (req.context?.[SERVER_WRITE] === true ? ownerOnly({ req } as never) : false),
  },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    { name: 'name', type: 'text', required: true, maxLength: SEARCH_LIMITS.savedSearchName },
    // contract/search/criteria.ts SearchCriteriaInput, as sent (talentHourlyRate as dollars text).
    { name: 'params', type: 'json', required: true },
  ],
  timestamps: true,
}

/** Talent-not-found feedback: reaches the super admin (console list and an e-mail). */
export const TalentNotFoundFeedbacks: CollectionConfig = {
  slug: 'talent-not-found-feedbacks',
  access: { read: readFeedback, create: serverCreatesFor(), update: nobody, delete: nobody },
  fields: [
    { name: 'message', type: 'textarea', required: true, maxLength: SEARCH_LIMITS.feedbackMessage },
    { name: 'lastSearch', type: 'text', maxLength: SEARCH_LIMITS.lastSearch },
    { name: 'sentBy', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: () => false } },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
  ],
  timestamps: true,
}

/** The organization's match-score weights (beyond the spec): one row per organization, absent = defaults. */
export const SearchWeights: CollectionConfig = {
  slug: 'search-weights',
  access: {
    read: readOrganizationWeights,
    create: serverCreatesFor({ organizationAdminOnly: true }),
    update: serverWritesFor({ organizationAdminOnly: true }),
    delete: serverWritesFor({ organizationAdminOnly: true }),
  },
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, unique: true, index: true, access: { update: () => false } },
    { name: 'specializations', type: 'number', required: true, min: 0, max: 100 },
    { name: 'availability', type: 'number', required: true, min: 0, max: 100 },
    { name: 'rate', type: 'number', required: true, min: 0, max: 100 },
    { name: 'place', type: 'number', required: true, min: 0, max: 100 },
    { name: 'keyword', type: 'number', required: true, min: 0, max: 100 },
  ],
  timestamps: true,
}

/**
 * The search index: one row per talent, rebuilt from the profile whenever a part of it changes
 * (domain/search/). The search engines query these rows (SQLite FTS5,
 * PostgreSQL tsvector over `searchText`); what a result shows is then read through the Local API as the
 * caller. Nobody reads or writes it through an API: it is server bookkeeping.
 */
export const TalentSearchProfiles: CollectionConfig = {
  slug: 'talent-search-profiles',
  access: { read: superAdminOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    // Approved by the platform and not deactivated: organization users find only these.
    { name: 'isFindable', type: 'checkbox', defaultValue: false, index: true },
    // Lower-cased for matching; the shown names are read from the user.
    { name: 'firstName', type: 'text', index: true },
    { name: 'lastName', type: 'text', index: true },
    { name: 'city', type: 'text', index: true },
    { name: 'state', type: 'text', index: true },
    // The talent's asking rate, integer cents (users.hourlyRate).
    { name: 'hourlyRate', type: 'number', index: true },
    // Tokens of the specializations the talent claims (grammar in domain/search/talentSearchProfile.ts).
    { name: 'specializationTokens', type: 'textarea' },
    // The claims with their node paths, levels, roles and skills: what the score and its reasons read.
    { name: 'claims', type: 'json', defaultValue: [] },
    // Availability windows, [{ from, to, hoursPerWeek, onSite, remote }], for the plain engine and the reasons.
    { name: 'availabilities', type: 'json', defaultValue: [] },
    // Everything a keyword may match: About Me, work experience, certificates, specialization names.
    { name: 'searchText', type: 'textarea' },
    // 0 for an empty profile: it never scores as a match.
    { name: 'profileWeight', type: 'number', defaultValue: 0 },
    // domain/search/talentSearchProfile.ts SEARCH_INDEX_VERSION: start-up rebuilds rows of an older one.
    { name: 'indexVersion', type: 'number', defaultValue: 0, index: true },
  ],
  timestamps: true,
}
