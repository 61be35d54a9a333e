import { describe, expect, it } from 'vitest';
import { sectionTitle } from './sectionTitle.js';

describe('the title of a section (pages, lists, history entries)', () => {
  it('reads course number-section number, then the name', () => {
    expect(
      sectionTitle({ courseNumber: 'MATH 495', sectionNumber: '001', name: 'Mathematical Biology' }),
    ).toBe('MATH 495-001 Mathematical Biology');
  });
  it('tells apart two sections of the same number in different courses', () => {
    const a = sectionTitle({ courseNumber: 'MATH 495', sectionNumber: '001', name: 'Topics' });
    const b = sectionTitle({ courseNumber: 'MATH 496', sectionNumber: '001', name: 'Topics' });
    expect(a).not.toBe(b);
  });
  it('says "Section" before the number when it has no course number', () => {
    expect(sectionTitle({ courseNumber: null, sectionNumber: '001', name: 'Mathematical Biology' })).toBe(
      'Section 001 Mathematical Biology',
    );
  });
  it('leaves out what it lacks, never printing null or a stray space', () => {
    expect(sectionTitle({ courseNumber: 'MATH 495', sectionNumber: '001', name: null })).toBe('MATH 495-001');
    expect(sectionTitle({ courseNumber: 'MATH 495', sectionNumber: '', name: 'Topics' })).toBe(
      'MATH 495 Topics',
    );
    expect(sectionTitle({})).toBe('');
  });
});
