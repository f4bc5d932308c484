/**
 * Console: the labels of /accounting, the tasks list of /background-jobs and the time-tracking
 * list, merged into admin-ui/i18n/en.ts. State words are the portals' (contract/timeSheets/timeEntry.ts).
 */
export const timeSheetConsoleMessages = {
  talentgrid: {
    accounting: {
      qbTitle: 'QuickBooks export',
      qbHelp:
        'Approved time of the chosen organizations in one pay period: an IIF time-activity file for QuickBooks Desktop and an invoice CSV for QuickBooks Online. Exported entries are marked exported; a later change to one becomes an adjustment.',
      period: 'Pay period',
      current: 'current',
      previous: 'previous',
      organizations: 'Organizations',
      organizationsHelp: 'One or more organizations; each gets its own invoices.',
      organizationsFailed: 'The organizations could not be loaded. Reload the page to try again.',
      selectAll: 'Select all (%{count})',
      clear: 'Clear',
      chooseOrganizations: 'Choose at least one organization to start the export.',
      start: 'Start export',
      startFailed: 'The export could not be started. Try again later.',
      confirmTitle: 'Start the QuickBooks export?',
      confirmContent:
        'Export the approved time of %{period} for %{organizations}? The entries are marked exported and can then only change through adjustments.',
      progressTitle: 'Export progress',
      taskFailedToLoad: 'The export could not be found. It may have been started by another account.',
      pollFailed: 'Could not refresh the progress; trying again.',
      recentTitle: 'Recent QuickBooks exports',
      everyTask: 'Every export, with who started it and how long it took, is listed on',
    },
    tasks: {
      scrollRegion: '%{label}, table',
      title: 'Tasks',
      help: 'Exports run as tasks: payroll reports asked for by organizations, QuickBooks exports started here.',
      statuses: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' },
      kinds: { 'payroll-export': 'Payroll report', 'qb-export': 'QuickBooks export' },
      status: 'Status',
      kind: 'Kind',
      any: 'Any',
      task: 'Task',
      progress: 'Progress',
      progressOf: 'Progress of %{label}',
      requestedBy: 'Started by',
      system: 'System',
      startedByLine: 'Started by %{name}, %{created} · %{duration}',
      duration: 'Duration',
      created: 'Created',
      result: 'Files or error',
      finishedIn: 'Finished in %{duration}.',
      noFiles: 'No file: nothing to export.',
      // A finished export whose row names no file (the demo's exported periods are recorded without one).
      noFileKept: 'No file kept for this export: the period was recorded as exported without one.',
      failedNoReason: 'The task failed.',
      none: 'No tasks yet.',
      noneMatch: 'No task matches these filters.',
      loadFailed: 'The tasks could not be loaded. Reload the page to try again.',
      pageOf: '%{first}–%{last} of %{count}',
      previous: 'Previous',
      next: 'Next',
    },
    timeTracking: {
      notReviewed: 'Not reviewed',
    },
  },
  resources: {
    'time-tracking': {
      name: 'Time tracking |||| Time tracking',
      fields: {
        timekeepingDate: 'Date',
        organizationName: 'Organization',
        organization: 'Organization',
        talentName: 'Talent',
        engagementName: 'Engagement',
        hours: 'Hours',
        state: 'State',
        cost: 'Cost',
        reviewedBy: 'Reviewer',
        dateFrom: 'From',
        dateTo: 'To',
        q: 'Search',
      },
    },
  },
}
