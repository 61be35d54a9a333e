import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resourceDefinitions } from '@tams/domain';
import englishMessages from 'ra-language-english';
import { resourceNotifications } from './resourceNotifications';

/** react-admin's English, with the spec's own words where they differ (spec §1 "Skip to main content", §9 loading). */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    navigation: { ...englishMessages.ra.navigation, skip_nav: 'Skip to main content' },
    // spec §9: the loading text
    page: { ...englishMessages.ra.page, loading: 'Processing Data...' },
    message: { ...englishMessages.ra.message, loading: 'Just a moment, please.' },
  },
  // toasts that say what was created, updated or deleted (issue 20 item 7)
  resources: resourceNotifications(Object.values(resourceDefinitions)),
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
