/**
 * The columns a kind of file has: each canonical column with the headers that name it (matched without
 * case, spaces, dashes, dots or underscores), and which of them a file must have.
 */
export interface TableColumns<Column extends string> {
  aliases: Readonly<Record<Column, readonly string[]>>;
  /** What the present columns lack, each as a sentence part ("PayPeriod (or PayPeriodStart ...)"). */
  missing(present: ReadonlySet<Column>): string[];
}

const normal = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');

/** The canonical column a header names, or undefined. */
export function tableColumnOf<Column extends string>(
  columns: TableColumns<Column>,
  header: string,
): Column | undefined {
  const wanted = normal(header);
  for (const [column, aliases] of Object.entries(columns.aliases) as [Column, readonly string[]][])
    if (aliases.some((alias) => normal(alias) === wanted)) return column;
  return undefined;
}

/** A data row of a file as read: its line and its non-empty cells by canonical column, as text. */
export interface TableRow<Column extends string> {
  line: number;
  values: Partial<Record<Column, string>>;
}
