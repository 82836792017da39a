import type PDFKitDocument from 'pdfkit';
import { lazyDefault } from '../../lib/lazy-module';
import { oneLine } from '../invoice/render-invoice';
import { Typesetter } from '../invoice/typesetter';
import { code128Widths } from './code128';
import type { LabelData } from './label-data';

const loadPdfKit = lazyDefault<typeof PDFKitDocument>(() => import('pdfkit'));

/** A 4 × 6 inch label (what thermal label printers take), in points. */
const WIDTH = 288;
const HEIGHT = 432;
const M = 12;
const INNER = WIDTH - 2 * M;
const INK = '#000000';
/** The contents list stops here ('+ N more'), so the sender's block always fits below. */
const MAX_CONTENT_LINES = 5;

/** Draws Code 128 bars for `text`, `width` wide (quiet zones of 10 modules kept inside it). */
function drawBarcode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20;
  const unit = width / modules;
  let cursor = x + 10 * unit;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * unit, height).fill(INK);
    cursor += w * unit;
  });
}

/** The shipping label of one order as a PDF: payment mark, Ship To, AWB barcode, contents, sender. */
export async function renderLabelPdf(data: LabelData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: M,
    info: { Title: `Shipping label ${data.orderNumber}`, Author: oneLine(data.sender.name) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const ts = new Typesetter(doc);
    // The payment mark, white on black: the courier sees at once whether to collect cash.
    doc.rect(M, M, INNER, 30).fill(INK);
    ts.text(data.paymentMark, M + 6, M + 7, {
      size: 14,
      weight: 'bold',
      color: '#ffffff',
      width: INNER - 70,
    });
    ts.text(data.orderNumber, M + INNER - 70, M + 8, {
      size: 12,
      weight: 'bold',
      color: '#ffffff',
      width: 64,
      align: 'right',
    });
    let y = M + 38;
    y = ts.text('SHIP TO', M, y, { size: 7, weight: 'bold', color: INK, width: INNER });
    y = ts.text(oneLine(data.shipTo.name), M, y, { size: 13, weight: 'bold', color: INK, width: INNER });
    for (const line of data.shipTo.lines)
      y = ts.text(oneLine(line), M, y, { size: 9, color: INK, width: INNER });
    y = ts.text(data.shipTo.pincodeLine, M, y + 1, { size: 11, weight: 'bold', color: INK, width: INNER });
    y = ts.text(`Phone: ${data.shipTo.phone}`, M, y, { size: 9, color: INK, width: INNER });
    if (data.payerNote)
      y = ts.text(data.payerNote, M, y + 2, { size: 10, weight: 'bold', color: INK, width: INNER });
    y = rule(doc, y + 4);

    if (data.awb) {
      y = ts.text(`${oneLine(data.awb.courier)} · AWB`, M, y, {
        size: 7,
        weight: 'bold',
        color: INK,
        width: INNER,
      });
      drawBarcode(doc, data.awb.number, M, y + 2, INNER, 48);
      y = ts.text(data.awb.number, M, y + 52, {
        size: 11,
        weight: 'bold',
        color: INK,
        width: INNER,
        align: 'center',
      });
    } else {
      y = ts.text('AWB: not assigned yet (set when the order moves to In Shipping)', M, y + 2, {
        size: 8,
        color: INK,
        width: INNER,
      });
    }
    y = rule(doc, y + 4);

    y = ts.text('CONTENTS', M, y, { size: 7, weight: 'bold', color: INK, width: INNER });
    const shown = data.contents.slice(0, MAX_CONTENT_LINES);
    for (const line of shown) y = ts.text(oneLine(line), M, y, { size: 8.5, color: INK, width: INNER });
    if (data.contents.length > shown.length) {
      y = ts.text(`+ ${data.contents.length - shown.length} more`, M, y, {
        size: 8.5,
        color: INK,
        width: INNER,
      });
    }
    y = rule(doc, y + 4);

    y = ts.text('FROM / RETURN TO', M, y, { size: 7, weight: 'bold', color: INK, width: INNER });
    y = ts.text(oneLine(data.sender.name), M, y, { size: 9, weight: 'bold', color: INK, width: INNER });
    y = ts.text(oneLine(data.sender.address), M, y, { size: 8.5, color: INK, width: INNER });
    ts.text(`Phone: ${data.sender.phone}`, M, y, { size: 8.5, color: INK, width: INNER });
    doc.end();
  } catch (err) {
    doc.destroy?.();
    throw err;
  }
  return done;
}

function rule(doc: PDFKit.PDFDocument, y: number): number {
  doc
    .moveTo(M, y)
    .lineTo(M + INNER, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  return y + 5;
}
