/** The schema's enums as the SQL types them: strings (the schema says which). */
type Widened<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string | null ? string | null : T[K];
};

/**
 * Compile-time proof that an answer's schema describes what its query selects (so the two cannot drift):
 * the same keys, each selected value assignable to the schema's. `const fits: RowFits<Row, Answer> = true;`
 */
export type RowFits<Row, Answer> = [
  Exclude<keyof Row, keyof Answer>,
  Exclude<keyof Answer, keyof Row>,
] extends [never, never]
  ? Row extends Widened<Answer>
    ? true
    : false
  : false;

/** One row of what an async query function answers (its array's element). */
export type RowOf<Query extends (...args: never[]) => Promise<readonly unknown[]>> = Awaited<
  ReturnType<Query>
>[number];
