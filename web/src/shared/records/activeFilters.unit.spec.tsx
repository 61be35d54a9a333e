import { describe, expect, it } from 'vitest';
import { activeFilters, hasActiveFilters } from './activeFilters';

// stand-ins for react-admin's inputs: activeFilters reads only their props
const Input = (_props: Record<string, unknown>) => null;
const Reference = (_props: Record<string, unknown>) => null;

const filters = [
  <Input key="q" source="q" placeholder="Search instructors" />,
  <Input key="status" source="workloadStatus" label="Workload" choices={[{ id: 'over', name: 'Over' }]} />,
  <Reference key="term" source="AcademicTermId" reference="academicTerms">
    <Input label="Term" optionText="name" />
  </Reference>,
  <Input key="roles" source="Roles.contains" label="Role" />,
  <Input key="active" source="isActive" label="Active" />,
];

describe('activeFilters', () => {
  it('names no filter when none is on (empty, "any" and empty lists are off)', () => {
    expect(activeFilters({}, filters)).toEqual([]);
    expect(activeFilters({ q: '', workloadStatus: 'any', Roles: { contains: [] } }, filters)).toEqual([]);
    expect(hasActiveFilters({ q: '' })).toBe(false);
  });

  it('names each filter that is on by its label and its value in words, in the order of the inputs', () => {
    const found = activeFilters(
      { isActive: false, q: 'Ada', workloadStatus: 'over', Roles: { contains: 'admin' } },
      filters,
    );
    expect(found.map(({ label, text }) => `${label}: ${text}`)).toEqual([
      'Search: Ada',
      'Workload: Over',
      'Role: admin',
      'Active: No',
    ]);
    expect(hasActiveFilters({ isActive: false })).toBe(true);
  });

  it("names a reference filter by its record, read with the input's option text", () => {
    const [term] = activeFilters({ AcademicTermId: 't1' }, filters);
    expect(term).toMatchObject({
      key: 'AcademicTermId',
      label: 'Term',
      reference: { resource: 'academicTerms', id: 't1', optionText: 'name' },
    });
  });

  it('names a filter value no input shows (from a link) by its field', () => {
    expect(activeFilters({ DivisionId: 'd1' }, filters)).toEqual([
      { key: 'DivisionId', label: 'Division', text: 'd1' },
    ]);
  });
});
