// A spreadsheet of customers: read with csv-parse (commas or semicolons, as spreadsheet apps in
// different countries save them; quoted fields; a byte-order mark), checked with the invitations'
// rules, and reported row by row.
import { type Options, parse } from 'csv-parse';
import { INVITATION_CSV_MAX_ROWS, SKIP_REASONS, type SkipReason } from '#shared/lib/invitations.ts';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import type { Candidate, Decision } from './create';

const MAX_PROBLEMS = 500;
/** The header names we understand, as spreadsheets spell them. */
const COLUMN_NAMES: Record<string, keyof Candidate> = {
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  name: 'name',
  language: 'language',
  lang: 'language',
  sendat: 'sendAt',
  send_at: 'sendAt',
  'send at': 'sendAt',
};

type Row = Candidate & { line: number };

/** How much of the file is read in one turn of the event loop. */
const SLICE = 32_768;

/**
 * The file's records, read a slice per turn of the event loop: 10,000 rows take tens of
 * milliseconds, and three owners' files at once would otherwise hold every customer's visit back.
 */
async function recordsOf(text: string, options: Options) {
  const parser = parse(options);
  const records: string[][] = [];
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record);
  });
  const ended = new Promise((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  // An error mid-file rejects while a slice waits its turn: it is awaited below, never left unheard.
  ended.catch(() => {});
  let at = 0;
  while (at < text.length && !parser.destroyed) {
    // A slice never ends between the two halves of a character outside the BMP (an emoji).
    let end = Math.min(at + SLICE, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    parser.write(text.slice(at, end));
    at = end;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!parser.destroyed) parser.end();
  await ended;
  return records;
}

/** The rows of a file, or what makes it unusable, in words for the owner. */
export async function readSpreadsheet(text: string): Promise<{ rows: Row[] } | { problem: string }> {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = await recordsOf(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    return { problem: `This file could not be read as CSV: ${(err as Error).message}` };
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((h) => COLUMN_NAMES[h.trim().toLowerCase()]);
  if (!columns.includes('email'))
    return { problem: 'The first row must name the columns, with one called "email".' };
  if (rows.length > INVITATION_CSV_MAX_ROWS)
    return { problem: `At most ${INVITATION_CSV_MAX_ROWS} rows at a time; this file has ${rows.length}.` };
  const read = rows.map((cells, i) => {
    const row: Row = { email: '', line: i + 2 };
    columns.forEach((column, c) => {
      const value = cells[c];
      if (column && value) row[column] = value.slice(0, column === 'email' ? 320 : 100);
    });
    return row;
  });
  return { rows: read };
}

const noneSkipped = () => Object.fromEntries(SKIP_REASONS.map((r) => [r, 0])) as Record<SkipReason, number>;

export const unusableFile = (problem: string): InvitationCsvReport => ({
  rows: 0,
  ready: 0,
  skipped: noneSkipped(),
  problems: [],
  queued: false,
  problem,
});

export function reportOf(rows: Row[], decisions: Decision[], queued: boolean): InvitationCsvReport {
  const skipped = noneSkipped();
  const problems: InvitationCsvReport['problems'] = [];
  decisions.forEach((d, i) => {
    if (d.ok) return;
    skipped[d.reason] += 1;
    const row = rows[i];
    if (row && problems.length < MAX_PROBLEMS)
      problems.push({ line: row.line, email: row.email, reason: d.reason });
  });
  return {
    rows: rows.length,
    ready: decisions.filter((d) => d.ok).length,
    skipped,
    problems,
    queued,
    problem: null,
  };
}
