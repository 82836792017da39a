import type PDFKitDocument from 'pdfkit';
import { lazyDefault } from '../../lib/lazy-module';
import { paiseToRupees } from '@resham/shared';
import type { CreditNote } from './credit-note';
import type { InvoiceData, InvoiceLine } from './invoice-data';
import { Typesetter, type BoxStyle } from './typesetter';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const BRAND = '#7a1f3d';
const INK = '#1f1f1f';
const MUTED = '#5b5b5b';
const RULE = '#b9b9b9';
const TINT = '#f6eef1';
const FOOTER_SPACE = 28;
const PAD = 4;
const TABLE_FONT = 7.5;

/** One line of user-entered text: line breaks and control characters become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
}

const groupedAmount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1,23,456.78' (Indian digit grouping, no currency sign). */
const money = (paise: number) => groupedAmount.format(paiseToRupees(paise));
/** '₹1,23,456.78' */
const rupees = (paise: number) => `₹${money(paise)}`;

/**
 * Which paper: the invoice (marked, once credited, with its credit note's number), or a credit note:
 * the one that takes it back whole (the same lines and figures, under its own number and date), or a
 * return's (the returned lines only: returnNoteData).
 */
export type Paper =
  { kind: 'invoice'; creditNote: CreditNote | null } | { kind: 'credit-note'; creditNote: CreditNote };

/** What one page of the invoice is drawn with. */
interface Ctx {
  doc: Doc;
  ts: Typesetter;
  data: InvoiceData;
  paper: Paper;
}

const isNote = (paper: Paper) => paper.kind === 'credit-note';
/** The paper's name and number, as its continued pages and the PDF's title read. */
const paperName = ({ paper, data }: Pick<Ctx, 'paper' | 'data'>) =>
  paper.kind === 'credit-note'
    ? `Credit Note ${paper.creditNote.number}`
    : `Tax Invoice ${data.invoiceNumber}`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine) => string;
}

function columns(data: InvoiceData, tableWidth: number): Column[] {
  const taxColumns: Column[] =
    data.taxKind === 'cgst-sgst'
      ? [
          { title: `CGST\n${data.rates.cgst}%`, width: 50, align: 'right', cell: (l) => money(l.cgstPaise) },
          { title: `SGST\n${data.rates.sgst}%`, width: 50, align: 'right', cell: (l) => money(l.sgstPaise) },
        ]
      : [{ title: `IGST\n${data.rates.igst}%`, width: 58, align: 'right', cell: (l) => money(l.igstPaise) }];
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'center', cell: (l) => String(l.index) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => oneLine(l.description) },
    { title: 'HSN', width: 34, align: 'center', cell: (l) => l.hsn },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Rate\n(₹)', width: 58, align: 'right', cell: (l) => money(l.unitPricePaise) },
    // A discounted order prints each line's share of the discount before its taxable value.
    ...(data.discountCode !== null
      ? [{ title: 'Discount\n(₹)', width: 54, align: 'right', cell: (l) => money(l.discountPaise) } as Column]
      : []),
    { title: 'Taxable\n(₹)', width: 62, align: 'right', cell: (l) => money(l.taxablePaise) },
    ...taxColumns,
    { title: 'Total\n(₹)', width: 64, align: 'right', cell: (l) => money(l.totalPaise) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  fixed[1]!.width = tableWidth - used;
  return fixed;
}

/** Bottom of the writable area of a page (above the footer). */
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;
const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

function drawHeader({ doc, ts, data, paper }: Ctx): number {
  const width = contentWidth(doc);
  const left = MARGIN;
  const { seller } = data;
  const block = (size: number, weight: 'regular' | 'bold' = 'regular'): BoxStyle => ({
    size,
    weight,
    color: INK,
    width: 300,
  });
  let y = ts.text(oneLine(seller.name), left, MARGIN, { ...block(20, 'bold'), color: BRAND });
  y = ts.text(oneLine(seller.address), left, y + 2, block(8.5));
  y = ts.text(oneLine(`Phone: ${seller.phone}   Email: ${seller.email}`), left, y, block(8.5));
  y = ts.text(`GSTIN: ${seller.gstin}`, left, y, block(8.5, 'bold'));
  const leftBottom = ts.text(
    oneLine(`State: ${seller.state} (Code ${seller.stateCode})`),
    left,
    y,
    block(8.5),
  );

  let right = ts.text(isNote(paper) ? 'CREDIT NOTE' : 'TAX INVOICE', left, MARGIN, {
    size: 18,
    weight: 'bold',
    color: INK,
    width,
    align: 'right',
  });
  right = ts.text('Original for Recipient', left, right + 1, {
    size: 8,
    color: MUTED,
    width,
    align: 'right',
  });

  const rule = Math.max(leftBottom, right) + 8;
  doc
    .moveTo(left, rule)
    .lineTo(left + width, rule)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  return rule + 8;
}

/** On a credited invoice: what became of the order, and the credit note that takes the invoice back. */
function drawCreditedMark({ doc, ts, paper }: Ctx, top: number): number {
  if (paper.kind !== 'invoice' || !paper.creditNote) return top;
  const note = paper.creditNote;
  const width = contentWidth(doc);
  const text = `${note.mark.toUpperCase()} — see credit note ${note.number} dated ${note.date} (${note.reason})`;
  const style: BoxStyle = { size: 9.5, weight: 'bold', color: BRAND, width: width - 16, align: 'center' };
  const height = ts.height(text, style) + 10;
  doc.rect(MARGIN, top, width, height).lineWidth(1.2).strokeColor(BRAND).stroke();
  ts.text(text, MARGIN + 8, top + 5, style);
  return top + height + 8;
}

/** Label: value pairs in a column; returns the y under the last one. */
function pairs(
  { ts }: Ctx,
  rows: [string, string][],
  x: number,
  y: number,
  labelWidth: number,
  width: number,
): number {
  for (const [label, value] of rows) {
    const labelEnd = ts.text(label, x, y, { size: 8.5, color: MUTED, width: labelWidth });
    const valueEnd = ts.text(oneLine(value), x + labelWidth, y, {
      size: 8.5,
      weight: 'bold',
      color: INK,
      width: width - labelWidth,
    });
    y = Math.max(labelEnd, valueEnd) + 1;
  }
  return y;
}

function drawMeta(ctx: Ctx, top: number): number {
  const { doc, data, paper } = ctx;
  const half = contentWidth(doc) / 2;
  const supply =
    data.taxKind === 'cgst-sgst'
      ? 'Intra-state (CGST + SGST)'
      : data.isExport
        ? 'Export (IGST paid)'
        : 'Inter-state (IGST)';
  const leftEnd = pairs(
    ctx,
    [
      ...(paper.kind === 'credit-note'
        ? ([
            ['Credit Note No.', paper.creditNote.number],
            ['Note Date', paper.creditNote.date],
            ['Reason', paper.creditNote.reason],
          ] as [string, string][])
        : []),
      [isNote(paper) ? 'Against Invoice' : 'Invoice No.', data.invoiceNumber],
      ['Invoice Date', data.invoiceDate],
      ['Order No.', data.orderNumber],
      ['Order Date', data.orderDate],
      // A discounted order names its code here (the totals' 'Less: Discount' row has no room for it).
      ...(data.discountCode ? [['Discount Code', data.discountCode] as [string, string]] : []),
    ],
    MARGIN,
    top,
    70,
    half - 10,
  );
  const rightEnd = pairs(
    ctx,
    [
      ['Place of Supply', data.placeOfSupply],
      ['Supply Type', supply],
      ['Reverse Charge', 'No'],
    ],
    MARGIN + half,
    top,
    80,
    half,
  );
  return Math.max(leftEnd, rightEnd) + 6;
}

function drawParties({ doc, ts, data }: Ctx, top: number): number {
  const gap = 12;
  const boxWidth = (contentWidth(doc) - gap) / 2;
  const inner = boxWidth - 12;
  const { buyer } = data;
  const stateLine = buyer.stateCode
    ? `State: ${buyer.state || buyer.country}   State Code: ${buyer.stateCode}`
    : `State: ${buyer.state || '-'}`;
  // A deleted account's orders keep name and address only: no empty Phone or Email line.
  const shipTo = [...buyer.addressLines, stateLine, ...(buyer.phone ? [`Phone: ${buyer.phone}`] : [])];
  // The buyer's email belongs to the buyer: under Ship To only when the parcel goes to the buyer.
  const billTo = [...shipTo, ...(buyer.email ? [`Email: ${buyer.email}`] : [])];
  const gift = buyer.shipToName !== buyer.name;
  // A business buyer (B2B): billed in the registered name, with its GSTIN first.
  const billName = buyer.businessName || buyer.name;
  const billLines = [...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []), ...billTo];

  const heights = ['Bill To', 'Ship To'].map((title, i) => {
    const x = MARGIN + i * (boxWidth + gap);
    doc.rect(x, top, boxWidth, 16).fill(TINT);
    ts.text(title.toUpperCase(), x + 6, top + 2.5, { size: 8.5, weight: 'bold', color: BRAND, width: inner });
    let y = ts.text(oneLine(i === 0 ? billName : buyer.shipToName), x + 6, top + 20, {
      size: 9.5,
      weight: 'bold',
      color: INK,
      width: inner,
    });
    const body = i === 0 ? billLines : gift ? shipTo : billTo;
    for (const line of body) y = ts.text(oneLine(line), x + 6, y, { size: 8.5, color: INK, width: inner });
    return y + 6 - top;
  });
  const height = Math.max(...heights);
  for (let i = 0; i < 2; i++) {
    doc
      .rect(MARGIN + i * (boxWidth + gap), top, boxWidth, height)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  }
  return top + height + 12;
}

function drawTableHeader({ doc, ts }: Ctx, cols: Column[], top: number): number {
  const height = 24;
  const width = cols.reduce((s, c) => s + c.width, 0);
  doc.rect(MARGIN, top, width, height).fill(BRAND);
  let x = MARGIN;
  for (const col of cols) {
    const style: BoxStyle = {
      size: TABLE_FONT,
      weight: 'bold',
      color: '#ffffff',
      width: col.width - 2 * PAD,
      align: col.align,
    };
    ts.text(col.title, x + PAD, top + (height - ts.height(col.title, style)) / 2, style);
    x += col.width;
  }
  return top + height;
}

/** Column rules and the outer border of one page's part of the table. */
function drawGrid(doc: Doc, cols: Column[], top: number, bottom: number) {
  const width = cols.reduce((s, c) => s + c.width, 0);
  let x = MARGIN;
  for (const col of cols.slice(0, -1)) {
    x += col.width;
    doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  doc
    .rect(MARGIN, top, width, bottom - top)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

const cellStyle = (col: Column, bold: boolean): BoxStyle => ({
  size: TABLE_FONT,
  weight: bold ? 'bold' : 'regular',
  color: INK,
  width: col.width - 2 * PAD,
  align: col.align,
});

function drawTable(ctx: Ctx, top: number): number {
  const { doc, ts, data } = ctx;
  const cols = columns(data, contentWidth(doc));
  const width = cols.reduce((s, c) => s + c.width, 0);
  const { totals } = data;
  const totalTexts = cols.map((c) => {
    if (c.title === 'Description') return 'Total';
    if (c.title === 'Qty') return String(data.lines.reduce((s, l) => s + l.quantity, 0));
    if (c.title.startsWith('Taxable')) return money(totals.taxablePaise);
    if (c.title.startsWith('Discount')) return money(totals.discountPaise);
    if (c.title.startsWith('CGST')) return money(totals.cgstPaise);
    if (c.title.startsWith('SGST')) return money(totals.sgstPaise);
    if (c.title.startsWith('IGST')) return money(totals.igstPaise);
    if (c.title.startsWith('Total')) return money(totals.taxablePaise + totals.taxPaise);
    return '';
  });
  const rows = [
    ...data.lines.map((line) => ({ texts: cols.map((c) => c.cell(line)), bold: false })),
    { texts: totalTexts, bold: true },
  ];
  let segmentTop = top;
  let y = drawTableHeader(ctx, cols, top);
  rows.forEach((row, i) => {
    const height =
      Math.max(...cols.map((c, j) => ts.height(row.texts[j]!, cellStyle(c, row.bold)))) + 2 * PAD;
    if (y + height > bottomOf(doc)) {
      drawGrid(doc, cols, segmentTop, y);
      doc.addPage();
      ts.text(`${paperName(ctx)} (continued)`, MARGIN, MARGIN, {
        size: 8,
        color: MUTED,
        width,
      });
      segmentTop = MARGIN + 14;
      y = drawTableHeader(ctx, cols, segmentTop);
    }
    if (row.bold) doc.rect(MARGIN, y, width, height).fill(TINT);
    else if (i % 2 === 1) doc.rect(MARGIN, y, width, height).fill('#fcfafb');
    let x = MARGIN;
    cols.forEach((c, j) => {
      ts.text(row.texts[j]!, x + PAD, y + PAD, cellStyle(c, row.bold));
      x += c.width;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  drawGrid(doc, cols, segmentTop, y);
  return y + 10;
}

function drawTotals({ doc, ts, data, paper }: Ctx, top: number): number {
  const width = contentWidth(doc);
  const { totals, rates } = data;
  const rows: [string, string][] =
    data.discountCode !== null
      ? [
          ['Gross Value', rupees(totals.grossPaise)],
          ['Less: Discount', rupees(totals.discountPaise)],
          ['Taxable Value', rupees(totals.taxablePaise)],
        ]
      : [['Taxable Value', rupees(totals.taxablePaise)]];
  if (data.taxKind === 'cgst-sgst') {
    rows.push(
      [`CGST @ ${rates.cgst}%`, rupees(totals.cgstPaise)],
      [`SGST @ ${rates.sgst}%`, rupees(totals.sgstPaise)],
    );
  } else {
    rows.push([`IGST @ ${rates.igst}%`, rupees(totals.igstPaise)]);
  }
  rows.push(['Shipping Charges', rupees(totals.shippingPaise)]);
  const boxWidth = 220;
  const rowHeight = 15;
  const boxHeight = (rows.length + 1) * rowHeight + 6;
  const needed = Math.max(boxHeight, 90) + 110;
  if (top + needed > bottomOf(doc)) {
    doc.addPage();
    top = MARGIN;
  }
  const x = MARGIN + width - boxWidth;
  let y = top + 6;
  for (const [label, value] of rows) {
    ts.text(label, x + 8, y, { size: 9, color: INK, width: 110 });
    ts.text(value, x + 110, y, { size: 9, color: INK, width: boxWidth - 118, align: 'right' });
    y += rowHeight;
  }
  doc.rect(x, y - 2, boxWidth, rowHeight + 8).fill(BRAND);
  const grand: BoxStyle = { size: 10, weight: 'bold', color: '#ffffff', width: 110 };
  ts.text(isNote(paper) ? 'Total Credit' : 'Grand Total', x + 8, y + 1, grand);
  ts.text(rupees(totals.grandTotalPaise), x + 100, y + 1, {
    ...grand,
    width: boxWidth - 108,
    align: 'right',
  });
  doc
    .rect(x, top, boxWidth, y + rowHeight + 6 - top)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();

  const wordsWidth = width - boxWidth - 20;
  let left = ts.text('Amount in words', MARGIN, top + 6, { size: 8.5, color: MUTED, width: wordsWidth });
  left = ts.text(data.amountInWords, MARGIN, left + 2, {
    size: 9,
    weight: 'bold',
    color: INK,
    width: wordsWidth,
  });
  left = ts.text(`Total tax: ${rupees(totals.taxPaise)}`, MARGIN, left + 6, {
    size: 8.5,
    color: MUTED,
    width: wordsWidth,
  });
  left = ts.text(data.payment, MARGIN, left + 2, { size: 9, weight: 'bold', color: INK, width: wordsWidth });
  if (data.isExport) {
    left = ts.text('Supply meant for export on payment of IGST.', MARGIN, left, {
      size: 8.5,
      color: MUTED,
      width: wordsWidth,
    });
  }
  return Math.max(left, y + rowHeight + 6) + 18;
}

function drawSignature({ doc, ts, data, paper }: Ctx, top: number) {
  const width = contentWidth(doc);
  const declarationWidth = width - 220 - 20;
  const y = ts.text('Declaration', MARGIN, top, {
    size: 8,
    weight: 'bold',
    color: INK,
    width: declarationWidth,
  });
  ts.text(
    paper.kind === 'credit-note' && paper.creditNote.returned
      ? `This credit note takes back the returned goods listed above, of invoice ${data.invoiceNumber}: their taxable value and tax are reversed.`
      : isNote(paper)
        ? `This credit note takes back invoice ${data.invoiceNumber} in full: its taxable value, tax and total are reversed.`
        : 'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
    MARGIN,
    y,
    { size: 8, color: MUTED, width: declarationWidth },
  );
  const x = MARGIN + width - 220;
  ts.text(oneLine(`For ${data.seller.name}`), x, top, {
    size: 9,
    weight: 'bold',
    color: INK,
    width: 220,
    align: 'right',
  });
  const lineY = top + 50;
  doc
    .moveTo(x + 60, lineY)
    .lineTo(x + 220, lineY)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  ts.text('Authorised Signatory', x, lineY + 3, { size: 8, color: MUTED, width: 220, align: 'right' });
}

function drawFooters({ doc, ts, paper }: Ctx) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const style: BoxStyle = { size: 7.5, color: MUTED, width };
    const what = isNote(paper) ? 'credit note' : 'invoice';
    ts.text(`This is a computer-generated ${what}.`, MARGIN, y, { ...style, align: 'center' });
    ts.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, { ...style, align: 'right' });
  }
}

const loadPdfKit = lazyDefault<typeof PDFKitDocument>(() => import('pdfkit'));

/**
 * The GST tax invoice (or, with `paper`, its credit note) as an A4 PDF, in Noto Sans (₹, Latin,
 * Devanagari) and Noto Sans Tamil, so names and addresses print as they were written.
 * `compress: false` leaves the content streams readable (tests).
 */
export async function renderInvoicePdf(
  data: InvoiceData,
  opts: { compress?: boolean; paper?: Paper } = {},
): Promise<Buffer> {
  const paper: Paper = opts.paper ?? { kind: 'invoice', creditNote: null };
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    info: {
      Title: paperName({ paper, data }),
      Author: oneLine(data.seller.name),
      Subject: `Order ${data.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const ctx: Ctx = { doc, ts: new Typesetter(doc), data, paper };
    let y = drawHeader(ctx);
    y = drawCreditedMark(ctx, y);
    y = drawMeta(ctx, y);
    y = drawParties(ctx, y);
    y = drawTable(ctx, y);
    y = drawTotals(ctx, y);
    drawSignature(ctx, y);
    drawFooters(ctx);
    doc.end();
  } catch (err) {
    doc.destroy?.();
    throw err;
  }
  return done;
}
