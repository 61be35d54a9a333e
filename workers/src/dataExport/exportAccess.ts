import type { AppAbility } from '@tams/access';
import { type AccessCondition, readAccessOf } from '@tams/access/sql';
import { isListField, type ResourceDefinition, resourceDefinitions } from '@tams/domain';

/**
 * Resources a data export leaves out whatever the reader's rights: API keys are credentials (their
 * hashes are hidden, but even the list of who holds a key is no dataset).
 */
const neverExported: ReadonlySet<string> = new Set(['apiKeys']);

/** One resource as the reader's list of it reads: the rows (SQL condition) and the columns. */
export interface ExportedResource {
  definition: ResourceDefinition;
  /** undefined: every row. */
  condition: AccessCondition | undefined;
  /** The columns the reader may read, in the definition's order, between id and the timestamps. */
  columns: string[];
  /** Columns holding arrays (written as one cell, values separated by "; "). */
  listColumns: ReadonlySet<string>;
}

/**
 * What of each simple resource (resourceDefinitions) `ability` may read, through the one mechanism its list
 * answers with (readAccessOf): the rows and the fields; resources it may read no row of are not exported.
 */
export function exportedResources(ability: AppAbility): ExportedResource[] {
  const access = readAccessOf(ability);
  const exported: ExportedResource[] = [];
  for (const definition of Object.values(resourceDefinitions) as ResourceDefinition[]) {
    if (neverExported.has(definition.name)) continue;
    const { condition, hidden } = access(definition);
    if (condition === null) continue;
    const fields = Object.entries({ ...definition.fields, ...definition.computed }).filter(
      ([name]) => !hidden.has(name),
    );
    exported.push({
      definition,
      condition,
      columns: ['id', ...fields.map(([name]) => name), 'createdAt', 'updatedAt'],
      listColumns: new Set(fields.filter(([, spec]) => isListField(spec)).map(([name]) => name)),
    });
  }
  return exported.sort((a, b) => a.definition.name.localeCompare(b.definition.name));
}
