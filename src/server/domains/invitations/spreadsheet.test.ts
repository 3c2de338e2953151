// @module-tag node-release
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './spreadsheet';

// The file is read a slice at a time (so a big one never holds customers' visits back): what crosses
// a slice's end, an emoji or a quoted field over two lines, reads as if the file were read at once.
const SLICE = 32_768;

/** Filler rows, then `row` placed so that its character at `at` is the last one before `end`. */
function placeAt(text: string, end: number, row: string, at: number) {
  let filled = text;
  for (let i = 0; filled.length < end - 100; i += 1) filled += `c${i}-${end}@x.example,Name\n`;
  const padding = end - 1 - at - filled.length;
  return `${filled}p${'x'.repeat(padding - 14)}@x.example,P\n${row}`;
}

describe('a big spreadsheet, read in slices', () => {
  it('reads an emoji and a two-line quoted name that straddle a slice’s end as they are', async () => {
    // The emoji's first half is the last character of the first slice.
    let text = placeAt('email,name\n', SLICE, 'emoji@example.com,Ana 😀\n', 'emoji@example.com,Ana '.length);
    // A quoted name whose line break is the last character of the second slice.
    text = placeAt(text, 2 * SLICE, 'quoted@example.com,"Ana\nBeta"\n', 'quoted@example.com,"Ana'.length);
    expect(text.charCodeAt(SLICE - 1)).toBe(0xd83d);
    expect(text.charAt(2 * SLICE - 1)).toBe('\n');
    const read = await readSpreadsheet(text);
    if (!('rows' in read)) throw new Error(read.problem);
    const named = (part: string) => read.rows.find((r) => r.email === `${part}@example.com`);
    expect(named('emoji')?.name).toBe('Ana 😀');
    expect(named('quoted')?.name).toBe('Ana\nBeta');
    expect(read.rows.every((r) => !r.name?.includes('\uFFFD'))).toBe(true);
  });

  it('says what is wrong with a file that breaks in its first slice, and reads no further', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `c${i}@example.com,Name ${i}`);
    rows[10] = 'stray@example.com,Bob "Bobby" Smith';
    const read = await readSpreadsheet(`email,name\n${rows.join('\n')}\n`);
    expect(read).toEqual({ problem: expect.stringMatching(/could not be read as CSV/) });
  });

  it('still says what is wrong with a file that breaks after its first slice', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `c${i}@example.com,Name ${i}`);
    const read = await readSpreadsheet(`email,name\n${rows.join('\n')}\n"unclosed@example.com,x`);
    expect(read).toEqual({ problem: expect.stringMatching(/could not be read as CSV/) });
  });
});
