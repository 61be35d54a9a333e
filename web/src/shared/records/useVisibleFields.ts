import { subjectOf } from '@tams/access';
import type { FieldSpec, ResourceDefinition } from '@tams/domain';
import { resourceDefinition } from '@tams/domain';
import { useMemo } from 'react';
import { useAbility } from '../../providers/useAbility';

export interface RecordFieldEntry {
  name: string;
  spec: FieldSpec;
  /** Derived by the server (e.g. isSystemActive): shown, never edited. */
  computed: boolean;
}

export type FieldUse = 'list' | 'show' | 'create' | 'edit';

const actionOf = (use: FieldUse) => (use === 'create' ? 'create' : use === 'edit' ? 'update' : 'read');

/**
 * The fields a screen shows, in definition order: the ones the user may read (or set, in forms; e.g.
 * useAdvancedEffort only with aemEnabled), list columns without `list: false`, forms without computed and
 * server-only fields (shown, never sent), never a hidden field (an API key's hash), and reference fields
 * only when the referenced resource is readable too.
 */
export function useVisibleFields(
  definition: ResourceDefinition,
  use: FieldUse,
): { fields: RecordFieldEntry[]; isPending: boolean } {
  const { ability, isPending } = useAbility();
  const fields = useMemo(() => {
    const subject = subjectOf(definition.name);
    const entries: RecordFieldEntry[] = [
      ...Object.entries(definition.fields).map(([name, spec]) => ({ name, spec, computed: false })),
      ...Object.entries(definition.computed ?? {}).map(([name, spec]) => ({ name, spec, computed: true })),
    ];
    const isForm = use === 'create' || use === 'edit';
    return entries.filter(({ name, spec, computed }) => {
      if (spec.hidden) return false;
      if (isForm && (computed || spec.serverOnly)) return false;
      if (use === 'list' && spec.list === false) return false;
      if (!ability.can('read', subject, name)) return false;
      if (isForm && !ability.can(actionOf(use), subject, name)) return false;
      if (spec.kind === 'reference' || spec.kind === 'referenceList') {
        return ability.can('read', subjectOf(resourceDefinition(spec.resource).name));
      }
      return true;
    });
  }, [ability, definition, use]);
  return { fields, isPending };
}
