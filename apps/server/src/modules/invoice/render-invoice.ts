import PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from './invoice-data';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const BRAND = '#7a1f3d';
const INK = '#1f1f1f';
const MUTED = '#5b5b5b';
const RULE = '#b9b9b9';
const TINT = '#f6eef1';
const FOOTER_SPACE = 28;
const PAD = 4;
const TABLE_FONT = 8;

/** Characters beyond Latin-1 that the built-in fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™');

/**
 * The built-in Helvetica only has WinAnsi glyphs: ₹ becomes 'Rs.', accents outside it are dropped,
 * and anything else (e.g. Tamil script) becomes '?' rather than garbage.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/₹\s?/g, 'Rs. ').replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += /^[\x20-\x7e]+$/.test(base) ? base : '?';
  }
  return out;
}

const groupedAmount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1,23,456.78' (Indian digit grouping, no currency sign). */
const money = (paise: number) => groupedAmount.format(paise / 100);

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
    { title: 'Description', width: 0, align: 'left', cell: (l) => pdfSafe(l.description) },
    { title: 'HSN', width: 34, align: 'center', cell: (l) => l.hsn },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Rate\n(Rs.)', width: 58, align: 'right', cell: (l) => money(l.unitPricePaise) },
    { title: 'Taxable\n(Rs.)', width: 62, align: 'right', cell: (l) => money(l.taxablePaise) },
    ...taxColumns,
    { title: 'Total\n(Rs.)', width: 64, align: 'right', cell: (l) => money(l.totalPaise) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  fixed[1]!.width = tableWidth - used;
  return fixed;
}

/** Bottom of the writable area of a page (above the footer). */
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

function drawHeader(doc: Doc, data: InvoiceData): number {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const { seller } = data;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(BRAND)
    .text(pdfSafe(seller.name), left, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  doc.text(pdfSafe(seller.address), left, doc.y + 2, { width: 300 });
  doc.text(pdfSafe(`Phone: ${seller.phone}   Email: ${seller.email}`), { width: 300 });
  doc.font('Helvetica-Bold').text(`GSTIN: ${seller.gstin}`, { width: 300, continued: false });
  doc.font('Helvetica').text(pdfSafe(`State: ${seller.state} (Code ${seller.stateCode})`), { width: 300 });
  const leftBottom = doc.y;

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text('TAX INVOICE', left, MARGIN + 2, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for Recipient', left, doc.y + 1, { width, align: 'right' });

  const y = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  return y + 8;
}

/** Label: value pairs in a column; returns the y under the last one. */
function pairs(
  doc: Doc,
  rows: [string, string][],
  x: number,
  y: number,
  labelWidth: number,
  width: number,
): number {
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(pdfSafe(value), x + labelWidth, y, { width: width - labelWidth });
    y = Math.max(doc.y, y + 11) + 2;
  }
  return y;
}

function drawMeta(doc: Doc, data: InvoiceData, top: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2;
  const supply =
    data.taxKind === 'cgst-sgst'
      ? 'Intra-state (CGST + SGST)'
      : data.isExport
        ? 'Export (IGST paid)'
        : 'Inter-state (IGST)';
  const leftEnd = pairs(
    doc,
    [
      ['Invoice No.', data.invoiceNumber],
      ['Invoice Date', data.invoiceDate],
      ['Order ID', data.orderId],
      ['Order Date', data.orderDate],
    ],
    MARGIN,
    top,
    70,
    half - 10,
  );
  const rightEnd = pairs(
    doc,
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

function drawParties(doc: Doc, data: InvoiceData, top: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const gap = 12;
  const boxWidth = (width - gap) / 2;
  const { buyer } = data;
  const stateLine = buyer.stateCode
    ? `State: ${buyer.state || buyer.country}   State Code: ${buyer.stateCode}`
    : `State: ${buyer.state || '-'}`;
  const body = [...buyer.addressLines, stateLine, `Phone: ${buyer.phone}`, `Email: ${buyer.email}`].map(
    pdfSafe,
  );

  const heights = ['Bill To', 'Ship To'].map((title, i) => {
    const x = MARGIN + i * (boxWidth + gap);
    doc.rect(x, top, boxWidth, 16).fill(TINT);
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(BRAND)
      .text(title.toUpperCase(), x + 6, top + 4.5, { width: boxWidth - 12 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfSafe(buyer.name), x + 6, top + 22, { width: boxWidth - 12 });
    doc.font('Helvetica').fontSize(8.5);
    for (const line of body) doc.text(line, { width: boxWidth - 12 });
    return doc.y + 6 - top;
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

function drawTableHeader(doc: Doc, cols: Column[], top: number): number {
  const height = 24;
  const width = cols.reduce((s, c) => s + c.width, 0);
  doc.rect(MARGIN, top, width, height).fill(BRAND);
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(TABLE_FONT).fillColor('#ffffff');
  for (const col of cols) {
    const lines = col.title.split('\n').length;
    doc.text(col.title, x + PAD, top + (height - lines * 9.5) / 2 + 1, {
      width: col.width - 2 * PAD,
      align: col.align,
    });
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

function drawRow(doc: Doc, cols: Column[], texts: string[], y: number, height: number, bold: boolean) {
  let x = MARGIN;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(TABLE_FONT)
    .fillColor(INK);
  cols.forEach((c, j) => {
    doc.text(texts[j]!, x + PAD, y + PAD + 1, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  });
}

function drawTable(doc: Doc, data: InvoiceData, top: number): number {
  const cols = columns(data, doc.page.width - 2 * MARGIN);
  const width = cols.reduce((s, c) => s + c.width, 0);
  const { totals } = data;
  const totalTexts = cols.map((c) => {
    if (c.title === 'Description') return 'Total';
    if (c.title === 'Qty') return String(data.lines.reduce((s, l) => s + l.quantity, 0));
    if (c.title.startsWith('Taxable')) return money(totals.taxablePaise);
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
  let y = drawTableHeader(doc, cols, top);
  rows.forEach((row, i) => {
    doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(TABLE_FONT);
    const height =
      Math.max(...cols.map((c, j) => doc.heightOfString(row.texts[j]!, { width: c.width - 2 * PAD }))) +
      2 * PAD +
      2;
    if (y + height > bottomOf(doc)) {
      drawGrid(doc, cols, segmentTop, y);
      doc.addPage();
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(pdfSafe(`Tax Invoice ${data.invoiceNumber} (continued)`), MARGIN, MARGIN);
      segmentTop = MARGIN + 14;
      y = drawTableHeader(doc, cols, segmentTop);
    }
    if (row.bold) doc.rect(MARGIN, y, width, height).fill(TINT);
    else if (i % 2 === 1) doc.rect(MARGIN, y, width, height).fill('#fcfafb');
    drawRow(doc, cols, row.texts, y, height, row.bold);
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

function drawTotals(doc: Doc, data: InvoiceData, top: number): number {
  const width = doc.page.width - 2 * MARGIN;
  const { totals, rates } = data;
  const rows: [string, string][] = [['Taxable Value', money(totals.taxablePaise)]];
  if (data.taxKind === 'cgst-sgst') {
    rows.push(
      [`CGST @ ${rates.cgst}%`, money(totals.cgstPaise)],
      [`SGST @ ${rates.sgst}%`, money(totals.sgstPaise)],
    );
  } else {
    rows.push([`IGST @ ${rates.igst}%`, money(totals.igstPaise)]);
  }
  rows.push(['Shipping Charges', money(totals.shippingPaise)]);
  const boxWidth = 220;
  const rowHeight = 15;
  const boxHeight = (rows.length + 1) * rowHeight + 6;
  const needed = Math.max(boxHeight, 90) + 110;
  if (top + needed > bottomOf(doc)) {
    doc.addPage();
    top = MARGIN;
  }
  const x = MARGIN + width - boxWidth;
  let y = top + 8;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (const [label, value] of rows) {
    doc.text(label, x + 8, y, { width: 110 });
    doc.text(value, x + 110, y, { width: boxWidth - 118, align: 'right' });
    y += rowHeight;
  }
  doc.rect(x, y - 2, boxWidth, rowHeight + 8).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff');
  doc.text('Grand Total', x + 8, y + 3, { width: 110 });
  doc.text(`Rs. ${money(totals.grandTotalPaise)}`, x + 100, y + 3, { width: boxWidth - 108, align: 'right' });
  doc
    .rect(x, top, boxWidth, y + rowHeight + 6 - top)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();

  const wordsWidth = width - boxWidth - 20;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Amount in words', MARGIN, top + 8, { width: wordsWidth });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(data.amountInWords, MARGIN, doc.y + 2, { width: wordsWidth });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(`Total tax: Rs. ${money(totals.taxPaise)}`, MARGIN, doc.y + 6, { width: wordsWidth });
  if (data.isExport) doc.text('Supply meant for export on payment of IGST.', { width: wordsWidth });
  return Math.max(doc.y, y + rowHeight + 6) + 18;
}

function drawSignature(doc: Doc, data: InvoiceData, top: number) {
  const width = doc.page.width - 2 * MARGIN;
  const declarationWidth = width - 220 - 20;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(INK)
    .text('Declaration', MARGIN, top, { width: declarationWidth });
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text(
      'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
      { width: declarationWidth },
    );
  const x = MARGIN + width - 220;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(pdfSafe(`For ${data.seller.name}`), x, top, { width: 220, align: 'right' });
  const lineY = top + 50;
  doc
    .moveTo(x + 60, lineY)
    .lineTo(x + 220, lineY)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised Signatory', x, lineY + 4, { width: 220, align: 'right' });
}

function drawFooters(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    const y = doc.page.height - MARGIN - 12;
    const width = doc.page.width - 2 * MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text('This is a computer-generated invoice.', MARGIN, y, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The GST tax invoice as an A4 PDF. `compress: false` leaves the content streams readable (tests). */
export function renderInvoicePdf(data: InvoiceData, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: opts.compress ?? true,
    info: {
      Title: `Tax Invoice ${data.invoiceNumber}`,
      Author: pdfSafe(data.seller.name),
      Subject: `Order ${data.orderId}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    let y = drawHeader(doc, data);
    y = drawMeta(doc, data, y);
    y = drawParties(doc, data, y);
    y = drawTable(doc, data, y);
    y = drawTotals(doc, data, y);
    drawSignature(doc, data, y);
    drawFooters(doc);
    doc.end();
  } catch (err) {
    doc.destroy?.();
    return Promise.reject(err);
  }
  return done;
}
