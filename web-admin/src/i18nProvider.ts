import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** react-admin's English texts, with the sign-in field named for what it is. */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: {
      ...englishMessages.ra.auth,
      username: 'Email',
      auth_check_error: 'Please sign in to continue',
    },
    navigation: {
      ...englishMessages.ra.navigation,
      no_filtered_results: 'Nothing matches the current filters.',
      no_results: 'Nothing here yet.',
    },
    page: {
      ...englishMessages.ra.page,
      empty: 'Nothing here yet.',
      invite: '',
    },
    notification: {
      ...englishMessages.ra.notification,
      updated: 'Changes saved |||| %{smart_count} records saved',
    },
  },
  resources: {
    properties: { name: 'Listing |||| Listings' },
    'contact-messages': { name: 'Contact message |||| Contact messages' },
    'conversation-reports': { name: 'Reported conversation |||| Reported conversations' },
    'reported-reviews': { name: 'Reported review |||| Reported reviews' },
    reports: { name: 'Listing report |||| Listing reports' },
    users: { name: 'User |||| Users' },
    'email-outbox': { name: 'Email |||| Email outbox' },
    'text-messages': { name: 'Text message |||| Text messages' },
    'audit-log': { name: 'Audit entry |||| Audit log' },
    'kyc-submissions': { name: 'KYC submission |||| KYC submissions' },
    'ownership-proofs': { name: 'Ownership proof |||| Ownership proofs' },
    applications: { name: 'Application |||| Applications' },
    payments: { name: 'Payment |||| Payments' },
    refunds: { name: 'Refund |||| Refunds' },
    payouts: { name: 'Payout |||| Payouts' },
    'payout-accounts': { name: 'Payout account |||| Payout accounts' },
    viewings: { name: 'Viewing |||| Viewings' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [
  { locale: 'en', name: 'English' },
]);
