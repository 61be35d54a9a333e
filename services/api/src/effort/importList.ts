import { effortImportRows } from '@tams/projections';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { type ListAllowList, parseListQuery } from '@tams/projections';
import { answerComputedList } from './effortList.js';

const importsAllowList: ListAllowList = {
  fields: {
    id: { kind: 'uuid', ops: ['eq', 'in'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: ['running', 'completed', 'failed'] },
    mode: { kind: 'enum', ops: ['eq', 'in'], values: ['replace', 'append'] },
    fileName: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
    startedBy: { kind: 'uuid', ops: ['eq'] },
  },
  sortable: new Set(['startedAt', 'completedAt', 'fileName', 'rowCount', 'status']),
  includes: new Set(),
  search: ['fileName'],
  meta: false,
  defaultSort: [{ field: 'startedAt', direction: 'DESC' }],
};

/** GET effortImports: the import history (EffortSourceCount), newest first by default. */
export async function listEffortImports(ctx: Context, deps: AppContext): Promise<void> {
  await answerComputedList(ctx, deps, {
    resource: 'effortImports',
    allowList: importsAllowList,
    query: parseListQuery(ctx.query, importsAllowList),
    rows: effortImportRows(deps.db),
    present: (row) => row,
  });
}
