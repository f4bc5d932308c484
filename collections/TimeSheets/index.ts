import type { CollectionConfig } from 'payload'
import { readTasks, readTimeEntries, serverWritesOnly, timeEntryCreates, timeEntryWrites } from '../../access/timeSheets'
import { nobody } from '../../access/roles'
import { readOrganizationCost, readTalentPay } from '../../access/moneyFields'
import { ADJUSTMENT_SOURCES, TIME_ENTRY_STATES } from '../../contract/timeSheets/timeEntry'
import { TASK_KINDS, TASK_STATUSES } from '../../contract/timeSheets/tasks'
import { TIME_ENTRY_TEXT_MAX } from '../../domain/timeSheets/timeMath'

/**
 * Time entries (the spec's "Time sheet entry"). One row per talent,
 * engagement, day and purchase order as the talent logs it; an adjustive row (isAdjustive, parent) is a
 * correction of an approved or closed entry, booked into the period that was current when it was made.
 * Durations are whole minutes, money integer cents (computed once when the time is saved, from the
 * engagement's frozen rates, which are copied on the row so a later price can never rewrite the past).
 * Written only by the /api/v1 endpoints and the daily job (server-write context).
 */
// Writes are the server's (the collection's create/update); reads: the organization's amounts to who may
// view rate, the talent's pay also to the talent (access/moneyFields.ts).
const cents = (name: string, read: typeof readOrganizationCost) => ({ name, type: 'number', admin: { step: 1 }, access: { read } }) as const

export const TimeEntries: CollectionConfig = {
  slug: 'time-entries',
  indexes: [
    // The organization's period pages (filters by state, engagement, talent within a booked period).
    { fields: ['organization', 'bookedPeriodStart', 'state'] },
    { fields: ['organization', 'timekeepingDate'] },
    // The talent's grid and the day's 24-hour rule.
    { fields: ['talent', 'timekeepingDate'] },
    { fields: ['engagement', 'timekeepingDate'] },
    { fields: ['state', 'submittedAt'] },
  ],
  access: { read: readTimeEntries, create: timeEntryCreates, update: timeEntryWrites, delete: timeEntryWrites },
  fields: [
    { name: 'engagement', type: 'relationship', relationTo: 'engagements', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purchaseOrder', type: 'relationship', relationTo: 'purchase-orders', index: true },
    // 'yyyy-MM-dd': a calendar date, never an instant.
    { name: 'timekeepingDate', type: 'text', required: true, maxLength: 10, index: true },
    // The pay period (its first day) the entry counts in; an adjustment's is the period current when it was made.
    { name: 'bookedPeriodStart', type: 'text', required: true, maxLength: 10, index: true },
    { name: 'durationMinutes', type: 'number', required: true, min: 0, max: 1440, defaultValue: 0 },
    { name: 'state', type: 'select', required: true, defaultValue: 'open', options: [...TIME_ENTRY_STATES], index: true },
    { name: 'isAdjustive', type: 'checkbox', defaultValue: false, index: true },
    { name: 'parent', type: 'relationship', relationTo: 'time-entries', index: true },
    { name: 'adjustmentSource', type: 'select', options: [...ADJUSTMENT_SOURCES] },
    // Signed changes an adjustive entry makes against its parent.
    { name: 'deltaMinutes', type: 'number' },
    cents('costDeltaCents', readOrganizationCost),
    cents('costTalentFeeIncludedDeltaCents', readOrganizationCost),
    cents('payDeltaCents', readTalentPay),
    // The rates the money was computed with (cents per hour), copied from the engagement.
    cents('hourlyFeeCents', readOrganizationCost),
    cents('hourlyFeeWithoutTalentFeeCents', readOrganizationCost),
    cents('talentPayCents', readTalentPay),
    // time x hourlyFeeWithoutTalentFee, time x hourlyFee, time x talentPay: rounded once each.
    cents('costCents', readOrganizationCost),
    cents('costTalentFeeIncludedCents', readOrganizationCost),
    cents('payCents', readTalentPay),
    { name: 'talentComment', type: 'textarea', maxLength: TIME_ENTRY_TEXT_MAX },
    { name: 'clientComment', type: 'textarea', maxLength: TIME_ENTRY_TEXT_MAX },
    { name: 'description', type: 'textarea', maxLength: TIME_ENTRY_TEXT_MAX },
    { name: 'enteredAt', type: 'date' },
    { name: 'submittedAt', type: 'date', index: true },
    { name: 'reviewedAt', type: 'date' },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users' },
    { name: 'unapproveReason', type: 'textarea', maxLength: TIME_ENTRY_TEXT_MAX },
    // The daily job's escalation of a long-pending entry to the approvers (once).
    { name: 'escalatedAt', type: 'date' },
    // Set when an accounting export included it: from then on a change is an adjustment, never an edit.
    { name: 'exportedAt', type: 'date', index: true },
    { name: 'exportTask', type: 'relationship', relationTo: 'tasks' },
  ],
  timestamps: true,
}

/**
 * Long work (payroll report, QuickBooks export): `POST` answers 202 with Location /api/v1/tasks/{id}/;
 * one replica claims a queued task (compare-and-set on status), a task left running by a dead process is
 * re-queued once and then failed.
 */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  indexes: [{ fields: ['status', 'createdAt'] }],
  access: { read: readTasks, create: serverWritesOnly, update: serverWritesOnly, delete: nobody },
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...TASK_KINDS], index: true },
    { name: 'label', type: 'text', maxLength: 300 },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', options: [...TASK_STATUSES], index: true },
    { name: 'progress', type: 'number', min: 0, max: 100, defaultValue: 0 },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true },
    // The validated request (period or range, organizations, format).
    { name: 'params', type: 'json' },
    {
      name: 'files',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', maxLength: 200 },
        { name: 'file', type: 'relationship', relationTo: 'stored-files' },
      ],
    },
    { name: 'error', type: 'textarea', maxLength: 2000 },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    // Which process runs it and when it last said so (a stale heartbeat means the process died).
    { name: 'runner', type: 'text', maxLength: 200 },
    { name: 'heartbeatAt', type: 'date' },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
  timestamps: true,
}
