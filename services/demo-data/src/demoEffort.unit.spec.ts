import {
  type ClassificationRule,
  classify,
  type EffortActualRow,
  effortBatchSize,
  type EffortTypeCodes,
  rulesInOrder,
  validateEffortRows,
} from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { demoStreams } from './demoData.js';
import { payrollPositions } from './demoPayroll.js';
import { periodIdOf } from './demoTerms.js';

type Data = Record<string, any>;
const { streams, activePeriodId } = demoStreams({ scale: 'small' });
const created = (type: string): Data[] =>
  streams.flatMap((stream) => stream.events.filter((e) => e.type === type).map((e) => e.data as Data));
const imports = streams.filter((stream) => stream.streamId.startsWith('effortImport-'));
const rowsOf = (stream: (typeof imports)[number]) =>
  stream.events
    .filter((e) => e.type === 'EffortActualsRecorded')
    .flatMap((e) => (e.data as { rows: EffortActualRow[] }).rows);
const allRows = imports.flatMap(rowsOf);
const payPeriods = created('EffortPayPeriodCreated');
const categoryName = new Map(created('EffortCategoryCreated').map((c) => [c.id, c.name]));

describe('the demo effort data (DESIGN §14)', () => {
  it('marks the active period, and only it, as using advanced effort', () => {
    const periods = created('AcademicPeriodCreated');
    expect(periods.filter((p) => p.useAdvancedEffort).map((p) => p.id)).toEqual([activePeriodId]);
  });

  it('has the categories, types and monthly pay periods of the previous and the active period', () => {
    expect(created('EffortCategoryCreated').map((c) => [c.name, c.color, c.countsAsTeaching])).toEqual([
      ['Teaching', '#1f77b4', true],
      ['Research', '#2ca02c', false],
      ['Administration', '#ff7f0e', false],
      ['Clinical', '#9467bd', false],
      ['Service', '#8c564b', false],
    ]);
    expect(created('EffortTypeCreated').map((t) => `${t.name}: ${t.earnCodes}`)).toEqual([
      'Regular salary: REG, SAL',
      'Supplemental: SUP',
      'Overload: OVL',
      'Stipend: STP',
      'Leave: LVE',
    ]);
    const active = payPeriods.filter((p) => p.AcademicPeriodId === activePeriodId);
    expect(active.map((p) => p.code)).toEqual([
      ...['08', '09', '10', '11', '12'].map((m) => `2026-${m}`),
      ...['01', '02', '03', '04', '05', '06', '07'].map((m) => `2027-${m}`),
    ]);
    expect(active.find((p) => p.code === '2027-02')).toMatchObject({
      startDate: '2027-02-01',
      endDate: '2027-02-28',
    });
    expect(payPeriods.filter((p) => p.AcademicPeriodId === periodIdOf(2025))).toHaveLength(12);
    expect(created('CostCenterDescriptionCreated').filter((c) => c.WorkgroupId).length).toBe(6);
  });

  it('imports valid rows in completed imports of batches of at most 1000, a few thousand rows in all', () => {
    expect(imports).toHaveLength(2);
    for (const stream of imports) {
      const types = stream.events.map((e) => e.type);
      expect(types[0]).toBe('EffortImportStarted');
      expect(types.at(-1)).toBe('EffortImportCompleted');
      const rows = rowsOf(stream);
      expect(rows.map((r) => r.line)).toEqual(rows.map((_, index) => index + 2));
      for (const e of stream.events.filter((e) => e.type === 'EffortActualsRecorded'))
        expect((e.data as { rows: unknown[] }).rows.length).toBeLessThanOrEqual(effortBatchSize);
      expect(stream.events[0]!.data).toMatchObject({ rowCount: rows.length, mode: 'replace', format: 'csv' });
      // what the import job's validation says of them as a file
      const codeOf = new Map(payPeriods.map((p) => [p.id, p.code]));
      const raw = rows.map(({ line, PayPeriodId, Amount, Percent, FTE, ...text }) => ({
        line,
        values: {
          ...text,
          PayPeriod: codeOf.get(PayPeriodId)!,
          Amount: String(Amount),
          Percent: String(Percent),
          FTE: String(FTE),
        },
      }));
      const facts = payPeriods.map((p) => ({
        id: p.id,
        code: p.code,
        startDate: p.startDate,
        endDate: p.endDate,
      }));
      expect(validateEffortRows(raw, facts).errors).toEqual([]);
    }
    expect(allRows.length).toBeGreaterThan(500);
    expect(allRows.length).toBeLessThan(3000);
  });

  it('classifies most rows by the rules, and leaves a few (leave, the suspense account) unclassified', () => {
    const rules = rulesInOrder(created('EffortRuleCreated') as ClassificationRule[]);
    const types = created('EffortTypeCreated') as EffortTypeCodes[];
    const byCategory = new Map<string, number>();
    const unclassified: EffortActualRow[] = [];
    for (const row of allRows) {
      const { EffortCategoryId } = classify(row, rules, types);
      if (EffortCategoryId === null) unclassified.push(row);
      const name = EffortCategoryId ? categoryName.get(EffortCategoryId)! : 'Unclassified';
      byCategory.set(name, (byCategory.get(name) ?? 0) + (row.Amount ?? 0));
    }
    expect([...byCategory.keys()].sort()).toEqual(
      ['Administration', 'Clinical', 'Research', 'Service', 'Teaching', 'Unclassified'].sort(),
    );
    expect(unclassified.length).toBeGreaterThan(0);
    expect(unclassified.length / allRows.length).toBeLessThan(0.02);
    expect(new Set(unclassified.map((r) => r.EarnCode === 'LVE' || r.CostCenter === '90-9999'))).toEqual(
      new Set([true]),
    );
  });

  it('pays every faculty member by their EmployeeId; one holds two positions, one position changed hands', () => {
    const users = created('UserCreated');
    const employeeIds = new Set(users.filter((u) => u.isFaculty).map((u) => u.EmployeeId));
    expect(employeeIds.size).toBe(25);
    const paid = new Set(allRows.map((r) => r.EmployeeId));
    for (const id of employeeIds) expect(paid.has(id), id).toBe(true);
    const { handover, second } = payrollPositions;
    expect([...paid].filter((id) => !employeeIds.has(id))).toEqual([handover.temporaryEmployeeId]);
    const positionsOf = (employeeId: string) =>
      new Set(allRows.filter((r) => r.EmployeeId === employeeId).map((r) => r.PositionId));
    const director = users.find((u) => u.username === `faculty${second.n}`)!;
    expect(positionsOf(director.EmployeeId).size).toBe(2);
    const holders = new Set(
      allRows.filter((r) => r.PositionId === handover.PositionId).map((r) => r.EmployeeId),
    );
    expect(holders.size).toBe(2);
    const [association] = created('EffortPositionAssociationCreated');
    const newHolder = users.find((u) => u.username === `faculty${handover.to}`)!;
    expect(association).toMatchObject({
      PositionId: handover.PositionId,
      UserId: newHolder.id,
      startDate: '2027-01-01',
    });
  });
});
