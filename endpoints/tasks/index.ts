import type { Payload } from 'payload'
import { runPayrollExport } from './payrollExport'
import { runQbExport } from './qbExport'
import { startTaskRunner } from './runner'

/** What each task kind runs (contract/timeSheets/tasks.ts TASK_KINDS). */
export const taskHandlers = { 'payroll-export': runPayrollExport, 'qb-export': runQbExport }

/** server/app.ts: this process runs tasks (unless RUN_JOBS=false). */
export const startExportTaskRunner = (payload: Payload) => startTaskRunner(payload, taskHandlers)
