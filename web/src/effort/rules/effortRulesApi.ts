import type { RequiredPointMove } from '../shared/RequiredPointMoves';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { inSequence } from './ruleSequence';

/** A classification rule as /api/effortRules holds it. */
export interface EffortRule {
  id: string;
  version: number;
  sequence: number;
  name: string | null;
  costCenter: string | null;
  costCenterMatch: 'exact' | 'prefix' | null;
  earnCode: string | null;
  EffortTypeId: string | null;
  positionTitle: string | null;
  EffortCategoryId: string;
  isActive: boolean;
}

/** The fields a rule is written with (the dialog's values). */
export type RuleValues = Omit<EffortRule, 'id' | 'version'> & { id?: string };

export interface EffortCategory {
  id: string;
  name: string;
  color: string;
  isActive?: boolean;
}

export interface EffortType {
  id: string;
  name: string;
}

/** A class of rows no rule matches (GET /api/effortUnclassified). */
export interface UnclassifiedRow {
  id: string;
  CostCenter: string;
  EarnCode: string;
  EffortTypeId: string | null;
  effortTypeName: string | null;
  PositionTitle: string;
  rows: number;
  amount: number;
  people: number;
}

export interface PreviewMove {
  UserId: string | null;
  EmployeeId: string;
  name: string;
  fromCategoryId: string | null;
  fromCategoryName: string | null;
  toCategoryId: string | null;
  toCategoryName: string | null;
  amount: number;
}

/** Whose effort a rule change moves and by how much (POST /api/effortRules/preview). */
export interface RulePreview {
  moves: PreviewMove[];
  /** In the working period: whose required points the change would move (DESIGN §19). */
  requiredPoints?: RequiredPointMove[];
  rowsAffected: number;
  amountMoved: number;
}

const ruleKeys = [
  'sequence',
  'name',
  'costCenter',
  'costCenterMatch',
  'earnCode',
  'EffortTypeId',
  'positionTitle',
  'EffortCategoryId',
  'isActive',
] as const;

/** A rule's own fields (and id), without what the server adds to a record it reads back (version, ...). */
export const ruleValuesOf = (rule: RuleValues & Record<string, unknown>): RuleValues => ({
  ...(rule.id ? { id: rule.id } : {}),
  ...(Object.fromEntries(ruleKeys.map((key) => [key, rule[key]])) as Omit<RuleValues, 'id'>),
});

export type RuleChange = { kind: 'save'; rule: RuleValues } | { kind: 'delete'; id: string };

const everything = { pagination: { page: 1, perPage: 1000 }, filter: {} };

/** Every rule, in the order they apply (a department has tens). */
export function useRules() {
  const result = useGetList<EffortRule>('effortRules', {
    ...everything,
    sort: { field: 'sequence', order: 'ASC' },
  });
  return { ...result, data: result.data ? inSequence(result.data) : undefined };
}

export const useCategories = () =>
  useGetList<EffortCategory>('effortCategories', { ...everything, sort: { field: 'name', order: 'ASC' } });

export const useEffortTypes = () =>
  useGetList<EffortType>('effortTypes', { ...everything, sort: { field: 'name', order: 'ASC' } });

export const unclassifiedKey = ['effortUnclassified'];

export function useUnclassified() {
  return useQuery({
    queryKey: unclassifiedKey,
    queryFn: async () => {
      const range = encodeURIComponent(JSON.stringify([0, 199]));
      const { json, headers } = await httpClient(`${apiUrl}/effortUnclassified?range=${range}`);
      const total = Number(headers.get('Content-Range')?.split('/')[1]);
      const rows = json as UnclassifiedRow[];
      return { rows, total: Number.isFinite(total) ? total : rows.length };
    },
  });
}

export async function previewRuleChange(change: RuleChange): Promise<RulePreview> {
  const { json } = await httpClient(`${apiUrl}/effortRules/preview`, {
    method: 'POST',
    body: JSON.stringify({ change }),
  });
  return json as RulePreview;
}

/** A write refused because the rule changed since it was read (409, or 412 for a stale If-Match). */
export const isStale = (error: unknown) => [409, 412].includes((error as { status?: number }).status ?? 0);
