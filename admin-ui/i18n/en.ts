import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { messages } from '../../contract/messages'

export const CONSOLE_TITLE = 'Talentgrid console'

/** Every label and console-only message. Wording the portals share comes from contract/messages. */
export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    validation: { ...englishMessages.ra.validation, required: messages.required, email: messages.invalidEmail },
  },
  talentgrid: {
    title: CONSOLE_TITLE,
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
      contentEditor: 'Your editing tools will appear here.',
    },
    users: {
      impersonate: 'Impersonate',
      impersonateTitle: 'Impersonate %{name}',
      impersonateConfirm: 'Act as %{name}? Every action will be recorded.',
    },
    organizations: {
      created: 'Organization was created',
      updated: 'Organization was updated',
    },
    validation: {
      licenseYear: 'License year should be later than 2020',
      licenseEndBeforeStart: 'License end date cannot be before the start date',
      dateOutOfRange: 'Date must be between 1940 and 2099',
      websiteUrl: 'Enter a web address starting with http:// or https://',
    },
    auth: { unavailable: 'Could not check your session. Reload the page to try again.' },
  },
  resources: {
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
        q: 'Search',
      },
    },
  },
}
