import { ANSWER_TYPES, ENGAGEMENT_PLACES, WORK_KINDS } from '../../contract/engagements/documents'
import { ENGAGEMENT_STATUSES } from '../../contract/engagements/status'
import * as labels from '../../contract/labels'
import { APPLICANT_STATUSES, APPLICATION_STATUSES, OPPORTUNITY_STATUSES } from '../../contract/opportunities/opportunity'
import { DOCUMENT_STATUSES } from '../../contract/talentProfile'
import { TIME_ENTRY_STATES } from '../../contract/timeSheets/timeEntry'

/**
 * contract/labels.ts: every value of the contract's enums has its word, and no map carries a word for
 * a value the contract does not have (the Record types hold the first at typecheck; this holds both at
 * run time, so a value added to an `as const` list shows up here too).
 */
const VOCABULARIES: [string, readonly string[], Record<string, string>][] = [
  ['engagement statuses', ENGAGEMENT_STATUSES, labels.ENGAGEMENT_STATUS_LABELS],
  ['work kinds', WORK_KINDS, labels.WORK_KIND_LABELS],
  ['places', ENGAGEMENT_PLACES, labels.PLACE_LABELS],
  ['answer types', ANSWER_TYPES, labels.ANSWER_TYPE_LABELS],
  ['document statuses', DOCUMENT_STATUSES, labels.DOCUMENT_STATUS_LABELS],
  ['time entry states', TIME_ENTRY_STATES, labels.TIME_ENTRY_STATE_LABELS],
  ['opportunity statuses', OPPORTUNITY_STATUSES, labels.OPPORTUNITY_STATUS_LABELS],
  ['applicant statuses', APPLICANT_STATUSES, labels.APPLICANT_STATUS_LABELS],
  ['application statuses', APPLICATION_STATUSES, labels.APPLICATION_STATUS_LABELS],
]

describe.each(VOCABULARIES)('%s', (_name, values, words) => {
  it('has a non-empty word for every value and none for a value the contract lacks', () => {
    expect(Object.keys(words).sort()).toEqual([...values].sort())
    for (const value of values) expect(words[value]?.trim()).toBeTruthy()
  })

  it('gives distinct values distinct words', () => {
    expect(new Set(Object.values(words)).size).toBe(values.length)
  })
})

it('covers every label map contract/labels.ts exports', () => {
  expect(Object.keys(labels).sort()).toEqual(VOCABULARIES.map(([, , words]) => Object.entries(labels).find(([, map]) => map === words)![0]).sort())
})

it('keeps the words the screens and their tests use', () => {
  expect(labels.PLACE_LABELS).toEqual({ remote: 'Remote', on_site: 'On site', both: 'Remote and on site' })
  expect(labels.WORK_KIND_LABELS.go_live_support).toBe('Go-live support')
  expect(labels.TIME_ENTRY_STATE_LABELS.pending).toBe('Submitted')
})
