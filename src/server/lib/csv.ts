import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (CSV injection: `=HYPERLINK(...)`, `@SUM(...)`,
 * `+cmd|...`) gets a leading apostrophe, which Excel, LibreOffice and Google Sheets show as text.
 * Customers type feedback freely, so every string cell passes through here.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const options = (columns: string[]): Options => ({
  header: true,
  columns,
  // CRLF, as RFC 4180 and Excel expect.
  record_delimiter: 'windows',
  cast: {
    string: escapeFormula,
    date: (d) => d.toISOString(),
    boolean: (b) => (b ? 'true' : 'false'),
  },
});

/** A CSV file streamed from rows as they are read: a business with 100k scans never sits in memory. */
export function csvStream(columns: string[], rows: AsyncIterable<Record<string, unknown>>): Readable {
  return Readable.from(rows).pipe(stringify(options(columns)));
}

/** A download's Content-Disposition, with a name a browser saves as given. */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
