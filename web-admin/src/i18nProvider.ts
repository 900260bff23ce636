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
    notification: {
      ...englishMessages.ra.notification,
      updated: 'Changes saved |||| %{smart_count} records saved',
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [
  { locale: 'en', name: 'English' },
]);
