import { describe, expect, it } from 'vitest';
import { sections } from '../sections/section.js';
import { withComposites } from './resource.js';

describe('a composite key (Section TermMode)', () => {
  it('groups the fields it names from the record', () => {
    const row = { id: 's1', AcademicTermId: 't1', TeachingModeId: 'm1', points: 3 };
    expect(withComposites(sections, row)).toEqual({
      ...row,
      TermMode: { AcademicTermId: 't1', TeachingModeId: 'm1' },
    });
  });

  it('leaves out a field the record does not have (stripped for the reader), and does not change the row', () => {
    const row = { id: 's1', AcademicTermId: 't1' };
    expect(withComposites(sections, row).TermMode).toEqual({ AcademicTermId: 't1' });
    expect(row).toEqual({ id: 's1', AcademicTermId: 't1' });
  });
});
