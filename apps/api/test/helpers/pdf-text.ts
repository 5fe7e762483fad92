import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils, installed by .ci/run): `-layout`
 * keeps a table's row on one line; pages are separated by form feeds.
 */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Intl's spaces (no-break, narrow no-break) as plain ones and runs of spaces as one, as a reader sees them. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/ +/g, ' ');
