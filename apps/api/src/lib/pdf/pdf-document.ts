import PDFDocument from 'pdfkit';
import { toWinAnsi } from './win-ansi';

/**
 * A small A4 document of the platform's: a header (platform name, title, a few lines about it), then sections
 * each with a table of lines and a totals row, and a footer note. Statements use it (decision 077); invoices will.
 * Text is Helvetica, whose WinAnsi encoding covers en, pt-PT and fr-CA (win-ansi.ts).
 */
export interface PdfColumn {
  label: string;
  /** Share of the table's width; the shares are normalised. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  heading?: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Written in bold under a rule; omitted when absent. */
  totals?: readonly string[];
  /** Said instead of the rows when there are none. */
  empty?: string;
}

export interface PdfDocumentContent {
  platformName: string;
  title: string;
  /** Lines under the title: who, which period, the currency. */
  details?: readonly string[];
  tables: readonly PdfTable[];
  footer?: string;
  /** The document's creation date in its metadata (a fixed date makes the bytes repeatable). */
  createdAt?: Date;
  language?: string;
}

const MARGIN = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const CELL_PADDING = 4;
const GREY = '#555555';

export function renderPdf(content: PdfDocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: toWinAnsi(content.title),
      Author: content.platformName,
      CreationDate: content.createdAt ?? new Date(),
    },
    lang: content.language,
    bufferPages: false,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(20).text(toWinAnsi(content.platformName));
  doc.moveDown(0.3).font(BOLD).fontSize(14).text(toWinAnsi(content.title));
  doc.font(FONT).fontSize(10).fillColor(GREY);
  for (const line of content.details ?? []) doc.text(toWinAnsi(line));
  doc.fillColor('black');
  for (const table of content.tables) drawTable(doc, table);
  if (content.footer) {
    doc.moveDown(1).font(FONT).fontSize(8).fillColor(GREY).text(toWinAnsi(content.footer), MARGIN);
  }
  doc.end();
  return done;
}

function drawTable(doc: PDFKit.PDFDocument, table: PdfTable) {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const share = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / share) * width);
  const bottom = () => doc.page.height - MARGIN;

  const drawRow = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(9);
    const texts = cells.map(toWinAnsi);
    const height =
      Math.max(
        ...texts.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 2 * CELL_PADDING })),
      ) + CELL_PADDING;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    texts.forEach((text, i) => {
      const w = widths[i] ?? 0;
      doc.text(text, x + CELL_PADDING, top, {
        width: w - 2 * CELL_PADDING,
        align: table.columns[i]?.align ?? 'left',
      });
      x += w;
    });
    doc.x = left;
    doc.y = top + height;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.y += 2;
  };

  doc.moveDown(1);
  doc.x = left;
  if (table.heading) doc.font(BOLD).fontSize(11).text(toWinAnsi(table.heading), left).moveDown(0.3);
  drawRow(
    table.columns.map((c) => c.label),
    BOLD,
  );
  rule();
  if (table.rows.length === 0 && table.empty) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(GREY)
      .text(toWinAnsi(table.empty), left + CELL_PADDING);
    doc.fillColor('black').moveDown(0.5);
  }
  for (const row of table.rows) drawRow(row, FONT);
  if (table.totals) {
    rule();
    drawRow(table.totals, BOLD);
  }
}
