/**
 * PDFKit's standard fonts (Helvetica) are WinAnsi-encoded: Latin-1 plus a few typographic characters (€, – —,
 * curly quotes, …). That covers every letter of English, Portuguese and French (é, ç, ã, õ, œ…) with no font file
 * to ship. What Intl writes outside it gets its nearest WinAnsi character: fr-CA groups thousands with a narrow
 * no-break space (U+202F) and some locales write a true minus (U+2212). Anything else becomes "?" rather than an
 * invisible .notdef glyph.
 */
const NEAREST: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2007': '\u00a0',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
};

/** The characters WinAnsi adds above Latin-1's control range (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
      out += char;
    else if (char === '\n') out += char;
    else out += NEAREST[char] ?? '?';
  }
  return out;
}
