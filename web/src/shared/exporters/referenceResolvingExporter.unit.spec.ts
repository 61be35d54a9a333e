import { describe, expect, it, vi } from 'vitest';

const downloads = vi.hoisted(() => [] as string[]);
// the browser's save dialog is the one thing not run here: the CSV text it would save is kept instead
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string) => downloads.push(csv),
}));

const { referenceResolvingExporter } = await import('./referenceResolvingExporter');

describe("a list's CSV export", () => {
  it('writes text a spreadsheet would read as a formula as text, and numbers as numbers', async () => {
    const exporter = referenceResolvingExporter({
      columns: [
        { label: 'Name', source: 'name' },
        { label: 'Variance', source: 'variance' },
      ],
    });
    const names = ['=HYPERLINK("http://x","y")', '+1', '-cmd', '@SUM(1)', '\tx', '\rx'];
    const records = names.map((name, index) => ({ id: index, name, variance: -3.5 }));
    await exporter(records, async () => ({}), {} as never, 'courses');
    const lines = downloads
      .at(-1)!
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(lines[0]).toBe('Name,Variance');
    expect(lines.slice(1, -1)).toEqual(names.map((name) => `"'${name.replaceAll('"', '""')}",-3.5`));
  });
});
