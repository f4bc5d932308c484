/** Console: the labels of the talent-not-found feedback pages, merged into admin-ui/i18n/en.ts. */
export const discoveryConsoleMessages = {
  talentgrid: {
    talentNotFoundFeedbacks: {
      noLastSearch: 'No search given',
      readOnly: 'Read-only: organization users send this feedback from an empty talent search.',
    },
  },
  resources: {
    'talent-not-found-feedbacks': {
      name: 'Talent not found |||| Talent not found',
      fields: {
        message: 'Message',
        lastSearch: 'Last search',
        sentBy: 'Sent by',
        organization: 'Organization',
        createdAt: 'Sent',
        q: 'Search',
      },
    },
  },
}
