import { describe, expect, it } from 'vitest';
import {
  mergeFieldErrors,
  type RecipientFacts,
  renderMergeFields,
  renderSubject,
  unknownMergeFields,
} from './mergeFields.js';

const ann: RecipientFacts = {
  firstName: 'Ann',
  lastName: 'Lee',
  displayName: 'Dr. Ann Lee',
  sections: [
    { label: 'MATH 101-01 Calculus I', term: 'Fall', points: 3 },
    { label: 'MATH 205-02 Linear Algebra', term: 'Spring', points: 1.5 },
  ],
  requiredPoints: 6,
  assignedPoints: 4.5,
  remainingPoints: 1.5,
};

describe('merge fields', () => {
  it('renders every field for one recipient', () => {
    const text =
      'Dear {{firstName}} {{ lastName }} ({{displayName}}):\n{{sections}}\n{{requiredPoints}}/{{assignedPoints}}/{{remainingPoints}}';
    expect(renderMergeFields(text, ann)).toBe(
      'Dear Ann Lee (Dr. Ann Lee):\n' +
        '- MATH 101-01 Calculus I (Fall), 3 points\n- MATH 205-02 Linear Algebra (Spring), 1.5 points\n6/4.5/1.5',
    );
  });

  it('says so when there are no sections and no required points', () => {
    const none = { ...ann, sections: [], requiredPoints: null, remainingPoints: null };
    expect(renderMergeFields('{{sections}} {{requiredPoints}} {{remainingPoints}}', none)).toBe(
      '(no sections this period) not set not set',
    );
  });

  it('keeps a subject on one line', () => {
    expect(renderSubject('Your sections: {{sections}}', ann)).toBe(
      'Your sections: - MATH 101-01 Calculus I (Fall), 3 points, - MATH 205-02 Linear Algebra (Spring), 1.5 points',
    );
  });

  it('names unknown merge fields once each', () => {
    expect(unknownMergeFields('{{firstName}} {{salary}} {{ salary }} {{}}')).toEqual(['salary', '']);
  });

  it('answers a field error per field that names an unknown merge field', () => {
    const errors = mergeFieldErrors({ subject: 'Hi {{nickname}}', body: 'Fine {{firstName}}' });
    expect(Object.keys(errors!)).toEqual(['subject']);
    expect(errors!.subject).toMatch(/Unknown merge field \{\{nickname\}\}: use \{\{firstName\}\}/);
    expect(mergeFieldErrors({ subject: 'Hi {{firstName}}', body: '{{sections}}' })).toBeUndefined();
  });

  it('leaves text without merge fields alone', () => {
    expect(renderMergeFields('Plain { text } here', ann)).toBe('Plain { text } here');
  });
});
