import { type FieldSpec, resourceDefinitions } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { validatorsOf } from '../shared/records/fieldValidation';
import { galleryFields } from './galleryFields';

const ids = (digit: string) =>
  [1, 2, 3].map((n) => `${digit}${n}`.padEnd(8, '0') + '-0000-4000-8000-000000000000');
const records = { workgroupIds: ids('a'), locationIds: ids('b') };

/** A field's kind and the variants the forms draw differently (RecordInput: multiline and email text). */
const variantOf = (spec: FieldSpec) =>
  spec.kind === 'text' && spec.multiline
    ? 'text multiline'
    : spec.kind === 'text' && spec.format === 'email'
      ? 'text email'
      : spec.kind;

describe('the Formik Fields gallery', () => {
  it('shows every kind and variant of field the resource definitions give an input', () => {
    const shown = new Set(galleryFields.map((entry) => variantOf(entry.spec)));
    const defined = Object.values(resourceDefinitions).flatMap((definition) =>
      Object.values(definition.fields as Record<string, FieldSpec>)
        .filter((spec) => !spec.hidden)
        .map(variantOf),
    );
    expect([...new Set(defined)].filter((variant) => !shown.has(variant))).toEqual([]);
  });

  it('gives every editable field a filled value its checks pass and an error value they refuse', async () => {
    const problemsOf = async (spec: FieldSpec, value: unknown) => {
      const answers = await Promise.all(validatorsOf(spec).map((check) => check(value, {}, {})));
      return answers.filter(Boolean);
    };
    for (const entry of galleryFields.filter((candidate) => !candidate.displayOnly)) {
      const filled = await problemsOf(entry.spec, entry.filled(records));
      const invalid = await problemsOf(entry.spec, entry.invalid(records));
      expect({ id: entry.id, filled, refused: invalid.length > 0 }).toEqual({
        id: entry.id,
        filled: [],
        refused: true,
      });
    }
  });
});
