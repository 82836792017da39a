import { faceBytes, splitRuns, type Face, type Weight } from './invoice-fonts';

type Doc = PDFKit.PDFDocument;

/** Line pitch and the baseline's distance from the top of a line, in em. */
const LINE_PITCH = 1.25;
const BASELINE = 0.95;

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

export interface BoxStyle extends TextStyle {
  width: number;
  align?: 'left' | 'right' | 'center';
}

interface Piece {
  face: Face;
  text: string;
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Sets text in the invoice's Unicode fonts. Each line is laid out here (not by pdfkit's wrapper, which
 * knows one font at a time): words are split into runs of one face, measured with the face's own
 * shaping (Tamil and Devanagari are shaped by fontkit), wrapped at spaces (a word wider than the box
 * is broken between characters), and drawn on one baseline whatever the face.
 */
export class Typesetter {
  private readonly registered = new Set<string>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: Doc) {}

  lineHeight(size: number): number {
    return size * LINE_PITCH;
  }

  private use(face: Face, size: number) {
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, faceBytes(face));
      this.registered.add(face.name);
    }
    this.doc.font(face.name).fontSize(size);
  }

  private measure(face: Face, text: string, size: number): number {
    const key = `${face.name}|${size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(face, size);
      width = this.doc.widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  private pieces(text: string, style: TextStyle): Piece[] {
    return splitRuns(text, style.weight ?? 'regular').map((run) => ({
      ...run,
      width: this.measure(run.face, run.text, style.size),
    }));
  }

  /** A word wider than the box, cut between characters into parts that fit. */
  private breakWord(word: string, style: BoxStyle): Piece[][] {
    const parts: Piece[][] = [];
    let taken = '';
    for (const { segment } of graphemes.segment(word)) {
      const candidate = taken + segment;
      if (taken && width(this.pieces(candidate, style)) > style.width) {
        parts.push(this.pieces(taken, style));
        taken = segment;
      } else taken = candidate;
    }
    if (taken) parts.push(this.pieces(taken, style));
    return parts;
  }

  /** The lines `text` takes in a box: '\n' breaks a line; runs of spaces and tabs count as one space. */
  layout(text: string, style: BoxStyle): Line[] {
    const lines: Line[] = [];
    for (const paragraph of text.split('\n')) {
      let line: Piece[] = [];
      let lineWidth = 0;
      const flush = () => {
        lines.push({ pieces: line, width: lineWidth });
        line = [];
        lineWidth = 0;
      };
      for (const word of paragraph.split(/[ \t\r]+/).filter(Boolean)) {
        const pieces = this.pieces(word, style);
        const wordWidth = width(pieces);
        const space = line.length ? this.pieces(' ', style) : [];
        if (lineWidth + width(space) + wordWidth <= style.width + 0.01) {
          line.push(...space, ...pieces);
          lineWidth += width(space) + wordWidth;
          continue;
        }
        if (line.length) flush();
        if (wordWidth <= style.width + 0.01) {
          line.push(...pieces);
          lineWidth = wordWidth;
          continue;
        }
        const parts = this.breakWord(word, style);
        parts.forEach((part, i) => {
          line.push(...part);
          lineWidth = width(part);
          if (i < parts.length - 1) flush();
        });
      }
      flush();
    }
    return lines;
  }

  height(text: string, style: BoxStyle): number {
    return this.layout(text, style).length * this.lineHeight(style.size);
  }

  /** Draws `text` in a box whose top left is (x, y); returns the y under its last line. */
  text(text: string, x: number, y: number, style: BoxStyle): number {
    const lines = this.layout(text, style);
    const pitch = this.lineHeight(style.size);
    this.doc.fillColor(style.color ?? '#000000');
    lines.forEach((line, i) => {
      const baseline = y + i * pitch + BASELINE * style.size;
      const slack = style.width - line.width;
      let cursor = x + (style.align === 'right' ? slack : style.align === 'center' ? slack / 2 : 0);
      for (const piece of line.pieces) {
        this.use(piece.face, style.size);
        if (piece.face.complex) this.drawWithActualText(piece.text, cursor, baseline);
        else this.doc.text(piece.text, cursor, baseline, { baseline: 'alphabetic', lineBreak: false });
        cursor += piece.width;
      }
    });
    const bottom = y + lines.length * pitch;
    this.doc.x = x;
    this.doc.y = bottom;
    return bottom;
  }

  /**
   * Shaped Tamil or Devanagari glyphs are not in reading order (a vowel sign drawn before its
   * consonant, conjuncts as one glyph), so their text is also given as the ActualText of a marked
   * span: copying, search, screen readers and pdftotext then read the text as it was written.
   * pdfkit has no option for it, and the span must sit inside the text object (BT ... ET) for readers
   * to place it right, so the one `text` call's content is wrapped as pdfkit writes it: BDC after the
   * font is set (`/F1 8 Tf`), EMC before `ET`.
   */
  private drawWithActualText(text: string, x: number, baseline: number) {
    const doc = this.doc;
    const addContent = doc.addContent;
    const actual = `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
    doc.addContent = function (this: Doc, data: string) {
      if (data === 'ET') addContent.call(this, 'EMC');
      addContent.call(this, data);
      if (/ Tf$/.test(data)) addContent.call(this, `/Span <</ActualText ${actual}>> BDC`);
      return this;
    };
    try {
      doc.text(text, x, baseline, { baseline: 'alphabetic', lineBreak: false });
    } finally {
      doc.addContent = addContent;
    }
  }
}

function width(pieces: Piece[]): number {
  return pieces.reduce((sum, p) => sum + p.width, 0);
}
