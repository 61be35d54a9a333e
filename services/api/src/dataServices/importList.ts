import { type ListAllowList, parseListQuery, sisImportRows } from '@tams/projections';
import { sisImportKinds } from '@tams/domain';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { answerComputedList } from '../effort/effortList.js';
import { presentSisImport } from './importAnswers.js';

const importsAllowList: ListAllowList = {
  fields: {
    id: { kind: 'uuid', ops: ['eq', 'in'] },
    kind: { kind: 'enum', ops: ['eq', 'in'], values: [...sisImportKinds] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: ['running', 'completed', 'failed'] },
    fileName: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
    startedBy: { kind: 'uuid', ops: ['eq'] },
  },
  sortable: new Set(['startedAt', 'completedAt', 'fileName', 'kind', 'status', 'rows', 'created', 'changed']),
  includes: new Set(),
  search: ['fileName'],
  meta: false,
  defaultSort: [{ field: 'startedAt', direction: 'DESC' }],
};

/** GET /api/dataServices/imports: the import history, newest first by default. */
export async function listSisImports(ctx: Context, deps: AppContext): Promise<void> {
  await answerComputedList(ctx, deps, {
    resource: 'imports',
    allowList: importsAllowList,
    query: parseListQuery(ctx.query, importsAllowList),
    rows: sisImportRows(deps.db),
    present: (row) => presentSisImport(row as Parameters<typeof presentSisImport>[0]),
  });
}
