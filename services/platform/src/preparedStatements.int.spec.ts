import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatement } from './preparedStatements.js';

let database: TestDatabase;
beforeAll(async () => {
  // one connection: what one statement prepared is visible to the next
  database = await createTestDatabase('prepared_statements', [], { max: 1 });
  await sql`create table widgets (id int primary key, name text not null)`.execute(database.db);
  await sql`insert into widgets values (1, 'one'), (2, 'two')`.execute(database.db);
});
afterAll(() => database?.drop());

const prepared = () =>
  sql<{ text: string }>`select statement as text from pg_prepared_statements`
    .execute(database.db)
    .then(({ rows }) => rows.map((row) => row.text));
const nameOf = (id: number) =>
  sql<{ name: string }>`${sql.raw(preparedStatement)} select name from widgets where id = ${id}`
    .execute(database.db)
    .then(({ rows }) => rows[0]?.name);

describe('statements marked /* prepared */', () => {
  it('are prepared once per connection and answer as an unprepared statement does', async () => {
    expect(await nameOf(1)).toBe('one');
    expect(await nameOf(2)).toBe('two');
    await sql`select name from widgets where id = ${1}`.execute(database.db);
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('from widgets'))).toEqual([
      `${preparedStatement} select name from widgets where id = $1`,
    ]);
  });

  it('keep one generic plan from their first execution (the pool forces it)', async () => {
    const ids = sql`${sql.raw(preparedStatement)} select name from widgets where id = any(${[1]}::int[])`;
    for (let run = 0; run < 3; run++) await ids.execute(database.db);
    const { rows } = await sql<{ generic: number; custom: number }>`
      select generic_plans as generic, custom_plans as custom from pg_prepared_statements
      where statement like '%any($1::int[])%'`.execute(database.db);
    expect(rows).toEqual([{ generic: 3, custom: 0 }]);
  });

  it('are planned again after the table they read is replaced', async () => {
    expect(await nameOf(1)).toBe('one');
    await sql`drop table widgets`.execute(database.db);
    await sql`create table widgets (id int primary key, label text, name text not null)`.execute(database.db);
    await sql`insert into widgets values (1, 'x', 'uno')`.execute(database.db);
    expect(await nameOf(1)).toBe('uno');
  });

  it('refuse a parameter of the wrong type as the unprepared statement does, and keep working', async () => {
    const bad = sql`${sql.raw(preparedStatement)} select name from widgets where id = ${'not a number'}`;
    await expect(bad.execute(database.db)).rejects.toMatchObject({ code: '22P02' });
    expect(await nameOf(1)).toBe('uno');
  });
});
