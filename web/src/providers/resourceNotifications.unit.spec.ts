import { courses, sections } from '@tams/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { resourceNotifications } from './resourceNotifications';

describe('resource notifications', () => {
  const { translate } = polyglotI18nProvider(
    () => ({ ...englishMessages, resources: resourceNotifications([courses, sections]) }),
    'en',
  );
  it('name what was created, updated or deleted, one or many', () => {
    expect(translate('resources.courses.notifications.created', { smart_count: 1 })).toBe('Course created');
    expect(translate('resources.sections.notifications.updated', { smart_count: 1 })).toBe('Section updated');
    expect(translate('resources.sections.notifications.deleted', { smart_count: 3 })).toBe(
      '3 Sections Offered deleted',
    );
  });
});
