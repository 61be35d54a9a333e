import { type TableColumns, tableColumnOf, type TableRow } from './tableColumns.js';
import { TableFileError, type TableFileProblem } from './tableFileError.js';

/** A file's header row read: the canonical column of each cell position, and what was left out. */
export interface TableHeader<Column extends string> {
  line: number;
  /** [cell index, canonical column] for each recognised header, in file order. */
  cells: [number, Column][];
  /** Each recognised header as written in the file -> its canonical column. */
  columns: Record<string, Column>;
  ignoredColumns: string[];
}

/** A spreadsheet column's letters, as people find a column in Excel: 0 -> A, 27 -> AB. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The header row's cells matched to the canonical columns by their aliases. Refuses a header that names
 * one column twice or lacks a required one; headers it does not know are ignored and listed.
 */
export function tableHeaderOf<Column extends string>(
  texts: readonly (string | undefined)[],
  line: number,
  spec: TableColumns<Column>,
): TableHeader<Column> {
  const header: TableHeader<Column> = { line, cells: [], columns: {}, ignoredColumns: [] };
  const problems: TableFileProblem[] = [];
  const firstAt = new Map<Column, number>();
  texts.forEach((raw, index) => {
    const text = (raw ?? '').replace(/^\uFEFF/, '').trim();
    if (text === '') return;
    const column = tableColumnOf(spec, text);
    if (!column) {
      if (!header.ignoredColumns.includes(text)) header.ignoredColumns.push(text);
      return;
    }
    const first = firstAt.get(column);
    if (first !== undefined) {
      const firstText = texts[first]!.trim();
      problems.push({
        line,
        column: text,
        message: `Column ${column} appears twice: "${firstText}" (column ${columnLetters(first)}) and "${text}" (column ${columnLetters(index)}). Keep one of them.`,
      });
      return;
    }
    firstAt.set(column, index);
    header.cells.push([index, column]);
    header.columns[text] = column;
  });
  const all = Object.keys(spec.aliases) as Column[];
  for (const missing of spec.missing(new Set(firstAt.keys()))) {
    const named = all.filter((column) => new RegExp(`(^|\\W)${escaped(column)}(\\W|$)`).test(missing));
    const accepted = named.map((column) => `${column}: ${spec.aliases[column].join(', ')}`);
    problems.push({
      line,
      column: missing,
      message: `Missing column ${missing}. Accepted headers: ${accepted.join('; ')}.`,
    });
  }
  if (problems.length > 0) throw new TableFileError(headerMessage(problems, texts, line), problems);
  return header;
}

function headerMessage(problems: TableFileProblem[], texts: readonly (string | undefined)[], line: number) {
  const found = texts.map((text) => (text ?? '').trim()).filter((text) => text !== '');
  return [
    `The header row (line ${line}) cannot be used.`,
    ...problems.map((problem) => problem.message),
    `Headers found: ${found.length > 0 ? found.join(', ') : 'none'}.`,
  ].join(' ');
}

/** A data row's cells by canonical column; empty cells are left out. */
export function tableRowOf<Column extends string>(
  cells: readonly (string | undefined)[],
  line: number,
  header: TableHeader<Column>,
): TableRow<Column> {
  const values: TableRow<Column>['values'] = {};
  for (const [index, column] of header.cells) {
    const cell = cells[index];
    if (cell !== undefined && cell.trim() !== '') values[column] = cell;
  }
  return { line, values };
}
