import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { messages } from '../../contract/messages'
import { withSaveNotifications } from './saveNotifications'
// issue 10, console
import { engagementConsoleMessages } from '../engagements/i18n'
// issue 11, console
import { timeSheetConsoleMessages } from '../accounting/i18n'
// --- issue 12: search records, console
import { discoveryConsoleMessages } from '../talent-not-found-feedbacks/i18n'
// --- issue 13: K1, console
import { knowledgeConsoleMessages } from '../knowledge-center/i18n'
// --- issue 13: M3, the super admin's messenger
import { messengerConsoleMessages } from '../messenger/i18n'
import { commonRouteConsoleMessages } from '../opportunities/i18n'

export const CONSOLE_TITLE = 'Talentgrid console'

/** Every label and console-only message. Wording the portals share comes from contract/messages. */
export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    validation: { ...englishMessages.ra.validation, required: messages.required, email: messages.invalidEmail },
    // Only for a resource without a name (saveNotifications.ts names the rest): never 'Element created'.
    notification: {
      ...englishMessages.ra.notification,
      created: 'Created',
      updated: 'Changes saved |||| %{smart_count} records updated',
      deleted: 'Deleted |||| %{smart_count} records deleted',
    },
  },
  talentgrid: {
    ...engagementConsoleMessages.talentgrid,
    ...timeSheetConsoleMessages.talentgrid,
    // --- issue 12: search records
    ...discoveryConsoleMessages.talentgrid,
    // --- issue 13: K1
    ...knowledgeConsoleMessages.talentgrid,
    // --- issue 13: M3
    ...messengerConsoleMessages.talentgrid,
    ...commonRouteConsoleMessages.talentgrid,
    title: CONSOLE_TITLE,
    // The header of a list's column of row buttons (every table column has a name).
    actions: 'Actions',
    roles: {
      talent: 'Talent',
      manager: 'Manager',
      organization_admin: 'Organization admin',
      super_admin: 'Super admin',
      contact: 'Contact',
      content_editor: 'Content editor',
    },
    userStatus: { active: 'Active', deactivated: 'Deactivated', invited: 'Invited' },
    accountTypes: { client: 'Client', acquisition: 'Acquisition', prospect: 'Prospect', test: 'Test' },
    dashboard: {
      talents: 'Talents',
      users: 'Users',
      organizations: 'Organizations',
    },
    editorDashboard: {
      intro: 'Drafts are kept apart from what talents and organizations read until you publish them.',
      newFaq: 'New FAQ',
      newVideo: 'New video tutorial',
      faqDrafts: 'FAQ drafts to publish',
      videoDrafts: 'Video tutorial drafts to publish',
      allDrafts: 'All drafts',
      noDrafts: 'No drafts: everything is published.',
      loadingDrafts: 'Loading %{title}',
      loadFailed: 'Could not load the drafts. Reload the page to try again.',
      updated: 'Last saved %{when}',
      published: 'Published',
      publishedFaqs: 'Published FAQs',
      publishedVideos: 'Published video tutorials',
      categories: 'FAQ categories',
      loading: 'Loading %{title}',
      loadFailedOf: 'Could not load %{title}. Reload the page to try again.',
      recentQuestions: 'Recent questions',
      noQuestions: "No questions yet: readers ask them with 'Do you have a question?'.",
      asked: 'Asked %{when}',
      mostViewedFaqs: 'Most-viewed FAQs',
      mostViewedVideos: 'Most-viewed video tutorials',
      noViews: 'Nothing opened by readers yet.',
      views: '%{smart_count} view |||| %{smart_count} views',
    },
    notFound: {
      title: 'Page not found',
      message: 'There is no such page in the console, or it is not yours to open.',
      back: 'Go to the dashboard',
    },
    users: {
      // issue 4, organization users
      contactTypeHelp: "'billing', 'custom' or any text",
      impersonate: 'Impersonate',
      impersonateTitle: 'Impersonate %{name}',
      impersonateConfirm: 'Act as %{name}? Every action will be recorded.',
    },
    // issue 4, departments
    departments: {
      descriptionHelp: 'Optional, max limit is 100 symbols',
    },
    organizations: {
      created: 'Organization was created',
      updated: 'Organization was updated',
      // issue 4, organizations
      rateChanged: 'Rate was changed',
      changeRate: 'Change Rate',
      active: 'Active',
      inactive: 'Inactive',
      logoHelp: 'jpg, jpeg, png or gif, at most 5 MB',
      usersCount: 'Users: %{count}',
      engagementsCount: 'Engagements in progress: %{count}',
      tabs: { details: 'Details', users: 'Users' },
      // issue 11
      timeZoneHelp: 'Pay periods, edit windows and engagement dates follow this zone’s calendar.',
    },
    talents: {
      approved: 'Approved',
      notApproved: 'Not approved',
      approveHelp: 'Approved talents can be found by organizations.',
      approve: 'Approve',
      unapprove: 'Unapprove',
      approvedToast: 'The Talent was approved',
      unapprovedToast: 'The Talent is no longer approved',
      updated: 'Changes Saved',
      deactivate: 'Deactivate',
      reactivate: 'Reactivate',
      deactivateTitle: 'Deactivate talent',
      reactivateTitle: 'Reactivate talent',
      deactivateConfirm: 'Deactivate %{name}? They will be signed out and hidden from organizations.',
      reactivateConfirm: 'Reactivate %{name}?',
      deactivated: 'The Talent was deactivated',
      reactivated: 'The Talent was reactivated',
      tabs: { profile: 'Profile', documents: 'Documents' },
    },
    documents: {
      current: 'Current documents',
      history: 'Earlier versions',
      noHistory: 'No earlier versions: no document of this talent was replaced or removed yet.',
      loadError: 'Could not load the documents. Reload the page to try again.',
      historyLoadError: 'Could not load the earlier versions. Reload the page to try again.',
      fields: {
        document: 'Document',
        status: 'Status',
        beginDate: 'Begin date',
        expirationDate: 'Expiration date',
        uploadAt: 'Uploaded',
        replacedAt: 'Replaced',
        file: 'File',
      },
      status: { uploaded: 'Uploaded', notUploaded: 'Not uploaded', expiresSoon: 'Expires soon', expired: 'Expired' },
    },
    expertise: { novice: 'Novice', intermediate: 'Intermediate', expert: 'Expert' },
    specializations: {
      platforms: 'Platforms',
      breadcrumbs: 'Place in the specialization tree',
      addPlatform: 'Add platform',
      addNode: 'Add node',
      editThisNode: 'Edit this node',
      emptyLevel: 'No nodes here yet. Talents choose this node’s roles and skills directly.',
      parentHelp: 'Leave empty for a platform (a root of the tree).',
      expertiseHelp: 'The levels a talent chooses from for this platform; none means the platform has no levels.',
      sortOrderHelp: 'Position among its siblings (lowest first; ties by name).',
      deleteConfirm: 'Delete this node with its roles and skills? A node with nodes below it, or chosen by talents, cannot be deleted.',
      'specialization-roles': {
        new: 'New role',
        add: 'Add role',
        added: 'Role %{name} was added',
        none: 'No roles yet.',
      },
      'specialization-skills': {
        new: 'New skill',
        add: 'Add skill',
        added: 'Skill %{name} was added',
        none: 'No skills yet.',
      },
    },
    documentTypes: {
      default: 'Default',
      custom: 'Set',
      setting: 'Lead time',
      help: 'A document counts as expiring soon this many days before its expiration date (1 to 365).',
    },
    validation: {
      wholeNumber: 'Enter a whole number',
      leadTimeDays: 'Enter a whole number of days from 1 to 365.',
      licenseYear: 'License year should be later than 2020',
      licenseEndBeforeStart: "End date can't be before start date",
      dateOutOfRange: 'Date must be between 1940 and 2099',
      websiteUrl: 'Enter a web address starting with http:// or https://',
    },
    // issue 9, the super admin's spec routes
    menu: {
      accounting: 'Accounting',
      messenger: 'Messenger',
      internal: 'Internal',
      backgroundJobs: 'Background jobs',
      account: 'Account',
      // The user menu's button shows the signed-in user's name; its accessible name starts with that text.
      userMenu: '%{name}: account menu',
      navigation: 'Navigation',
    },
    backgroundJobs: {
      schedule: 'Queue “%{queue}” · %{schedule} (cron %{cron}, server time)',
      runNow: 'Run now',
      ran: 'Done: %{warned} expiry warnings and %{expired} expiry notices sent',
      ranEngagementDates: 'Done: %{started} engagements started and %{expired} expired',
      ranChatUnreadEmails: 'Done: %{emailed} unread-message e-mails sent',
      runFailed: 'The job could not run. Try again later.',
      loadFailed: 'The jobs could not be loaded. Reload the page to try again.',
      runs: 'Latest runs',
      noRuns: 'No runs yet. The first scheduled run is queued when the server starts its job scheduler.',
      state: 'State',
      scheduledFor: 'Scheduled for',
      completedAt: 'Completed',
      result: 'Result',
      sent: '%{warned} warnings, %{expired} expiry notices',
      sentEngagementDates: '%{started} started, %{expired} expired',
      sentChatUnreadEmails: '%{emailed} unread-message e-mails',
      states: { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed' },
    },
    account: {
      changePassword: 'Change password',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      passwordRule: 'At least 9 characters with a capital letter, a number and a special symbol; no spaces',
      passwordChanged: 'The password was changed',
    },
    auth: { unavailable: 'Could not check your session. Reload the page to try again.' },
    // issue 4, comments and audit trail
    comments: { deleteTitle: 'Delete comment' },
    auditEvents: {
      impersonatedBy: '%{actor} (by %{impersonator})',
      noChanges: 'No field values recorded.',
      field: 'Field',
      old: 'Before',
      new: 'After',
      actions: { create: 'Created', update: 'Updated', delete: 'Deleted' },
    },
  },
  resources: withSaveNotifications({
    ...engagementConsoleMessages.resources,
    ...timeSheetConsoleMessages.resources,
    // --- issue 12: search records
    ...discoveryConsoleMessages.resources,
    // --- issue 13: K1
    ...knowledgeConsoleMessages.resources,
    ...commonRouteConsoleMessages.resources,
    users: {
      name: 'User |||| Users',
      fields: {
        fullName: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'E-mail',
        role: 'Role',
        organization: 'Organization',
        status: 'Status',
        isDeactivated: 'Deactivated',
        dateJoined: 'Joined',
        phone: 'Phone',
        title: 'Title',
        password: 'Password',
        hasPermissionSendEngagement: 'Manage Engagement',
        hasPermissionViewRate: 'View Rate',
        isTalentApprovedByPlatform: 'Approved by Talentgrid',
        isInternal: 'Internal user',
        q: 'Search',
        // issue 4, organization users
        department: 'Department',
        hasTimeSheetApproval: 'Time-sheet approval',
        contactType: 'Contact type',
        customContactType: 'Custom contact type',
        isSystemUser: 'System user',
      },
    },
    // issue 4, departments
    departments: {
      name: 'Department |||| Departments',
      fields: {
        name: 'Name',
        depId: 'Department ID',
        description: 'Description',
        organization: 'Organization',
        specializations: 'Taxonomies',
        q: 'Search',
      },
    },
    talents: {
      name: 'Talent |||| Talents',
      fields: {
        fullName: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'E-mail',
        phone: 'Phone',
        city: 'City',
        state: 'State',
        location: 'City, state',
        isTalentApprovedByPlatform: 'Approved',
        isDeactivated: 'Deactivated',
        status: 'Status',
        dateJoined: 'Joined',
        q: 'Search',
      },
    },
    specializations: {
      name: 'Specialization |||| Specializations',
      fields: {
        name: 'Name',
        parent: 'Parent',
        expertiseLevels: 'Expertise levels',
        sortOrder: 'Sort order',
      },
    },
    'specialization-roles': {
      name: 'Role |||| Roles',
      fields: { name: 'Name', specialization: 'Node' },
    },
    'specialization-skills': {
      name: 'Skill |||| Skills',
      fields: { name: 'Name', specialization: 'Node' },
    },
    // issue 4, comments and audit trail
    comments: {
      name: 'Comment |||| Comments',
      fields: {
        commentText: 'Comment',
        commentPermissionId: 'Visibility',
        authorName: 'Author',
        organization: 'Organization',
        talent: 'Talent',
        isActive: 'Active',
        isShared: 'Shared',
        createdAt: 'Written',
        updatedAt: 'Last edited',
        q: 'Search',
      },
    },
    'audit-events': {
      name: 'Audit event |||| Audit trail',
      fields: {
        at: 'When',
        actor: 'Who',
        action: 'Action',
        entity: 'Record type',
        recordId: 'Record id',
        organization: 'Organization',
        summary: 'Summary',
        changes: 'Changes',
        q: 'Search',
      },
    },
    'document-types': {
      name: 'Document lead time |||| Document lead times',
      fields: {
        type: 'Type',
        label: 'Document',
        expiresSoonDays: 'Expires soon (days before expiration)',
      },
    },
    organizations: {
      name: 'Organization |||| Organizations',
      fields: {
        name: 'Name',
        accountType: 'Account type',
        website: 'Website',
        address1: 'Address line 1',
        address2: 'Address line 2',
        city: 'City',
        state: 'State',
        zipCode: 'ZIP code',
        note: 'Note',
        licenseStartDate: 'License start date',
        licenseEndDate: 'License end date',
        contractExecutionDate: 'Contract execution date',
        isEngagementRequiresPurchaseOrder: 'Engagement requires PO',
        is1099Type: '1099',
        isW2Type: 'W-2',
        rate: 'Rate (%)',
        tierRate: 'Tier rate ($)',
        isActive: 'Active',
        createdDate: 'Created',
        logo: 'Logo',
        timeZone: 'Time zone',
        q: 'Search',
      },
    },
  }),
}
