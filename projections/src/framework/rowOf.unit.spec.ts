import { teachingAssignments, users } from '@tams/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { RowOf } from './rowOf.js';

// Checked by tsc (the assertions are types): a definition's row follows its fields as recordTable's columns do.
describe('RowOf', () => {
  it('types each column of a definition as the database answers it', () => {
    type User = RowOf<typeof users>;
    expectTypeOf<User['id']>().toEqualTypeOf<string>();
    expectTypeOf<User['version']>().toEqualTypeOf<number>();
    expectTypeOf<User['username']>().toEqualTypeOf<string | null>();
    expectTypeOf<User['Roles']>().toEqualTypeOf<string[]>();
    expectTypeOf<User['isActive']>().toEqualTypeOf<boolean>();
    expectTypeOf<User['WorkingAcademicPeriodId']>().toEqualTypeOf<string | null>();
    expectTypeOf<User['lastLoginAt']>().toEqualTypeOf<Date | null>();
    expectTypeOf<User['createdAt']>().toEqualTypeOf<Date>();
  });

  it('takes computed columns and numbers', () => {
    type Assignment = RowOf<typeof teachingAssignments>;
    expectTypeOf<Assignment['points']>().toEqualTypeOf<number | null>();
    expectTypeOf<Assignment['instructorName']>().toEqualTypeOf<string | null>();
    expectTypeOf<Assignment['preferenceAlignmentReasons']>().toEqualTypeOf<string[]>();
    expectTypeOf<Assignment>().not.toHaveProperty('unknownColumn');
  });
});
