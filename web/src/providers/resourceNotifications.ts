import type { ResourceDefinition } from '@tams/domain';

/**
 * react-admin's per-resource toasts (`resources.<name>.notifications.created|updated|deleted`): "Course
 * created" where react-admin says "Element created". Polyglot plurals (`||||`) for bulk updates and deletes.
 */
export function resourceNotifications(definitions: readonly ResourceDefinition[]) {
  return Object.fromEntries(
    definitions.map(({ name, labels }) => {
      const many = labels.many;
      return [
        name,
        {
          notifications: {
            created: `${labels.one} created`,
            updated: `${labels.one} updated |||| %{smart_count} ${many} updated`,
            deleted: `${labels.one} deleted |||| %{smart_count} ${many} deleted`,
          },
        },
      ];
    }),
  );
}
