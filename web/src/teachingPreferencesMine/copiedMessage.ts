const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What the toast says after a copy: how many came over, and how many had no matching term. */
export function copiedMessage(
  { copied, skipped }: { copied?: number; skipped?: number },
  from: string,
  to: string,
) {
  // counts are missing when the server answered 202 (the copy recorded, read back afterwards)
  if (copied === undefined) return `Copied your preferences from ${from}`;
  const copiedText = `Copied ${plural(copied, 'preference')} from ${from}`;
  return !skipped ? copiedText : `${copiedText}; skipped ${skipped}: their term has no match in ${to}`;
}
