import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

/**
 * The invoice's Unicode fonts: Noto Sans (Latin, ₹, Devanagari and a few more scripts) and Noto Sans
 * Tamil, from the @fontsource packages (SIL Open Font License). Fontsource ships each script as its
 * own WOFF file with the Unicode ranges it covers (`unicode.json`), so a piece of text is set in runs,
 * each in the first font of the chain that covers its characters. pdfkit embeds only the glyphs a
 * document uses (a subset), so an invoice stays small.
 *
 * The files resolve through node_modules like any dependency, so this works wherever the server runs.
 */
const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

interface FaceSpec {
  pkg: string;
  /** `files/{prefix}-{subset}-{weight}-normal.woff` */
  prefix: string;
  subset: string;
  /** Shaping may reorder or merge glyphs (a vowel sign drawn before its consonant, conjuncts). */
  complex?: boolean;
}

/** In order of preference: the first face that covers a character sets it. */
const CHAIN: FaceSpec[] = [
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'latin' },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'latin-ext' },
  { pkg: '@fontsource/noto-sans-tamil', prefix: 'noto-sans-tamil', subset: 'tamil', complex: true },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'devanagari', complex: true },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'vietnamese' },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'greek' },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'greek-ext' },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'cyrillic' },
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans', subset: 'cyrillic-ext' },
];

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

export interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  file: string;
  subset: string;
  complex: boolean;
  covers: (codePoint: number) => boolean;
}

/** 'U+0964-0965,U+0B82-0BFA,U+20B9' → a membership test. */
export function parseUnicodeRange(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [lo, hi] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => parseInt(h, 16));
    return [lo!, hi ?? lo!] as const;
  });
  return (cp) => spans.some(([lo, hi]) => cp >= lo && cp <= hi);
}

let faces: Record<Weight, Face[]> | undefined;
const buffers = new Map<string, Buffer>();

/** The chain of faces for each weight, resolved once. Throws at first use if a font package is missing. */
export function invoiceFaces(): Record<Weight, Face[]> {
  if (faces) return faces;
  const ranges = new Map<string, Record<string, string>>();
  const rangesOf = (pkg: string) => {
    if (!ranges.has(pkg)) ranges.set(pkg, require(`${pkg}/unicode.json`) as Record<string, string>);
    return ranges.get(pkg)!;
  };
  const build = (weight: Weight): Face[] =>
    CHAIN.map((spec) => {
      const range = rangesOf(spec.pkg)[spec.subset];
      if (!range) throw new Error(`${spec.pkg} has no ${spec.subset} subset`);
      return {
        name: `${spec.prefix}-${spec.subset}-${WEIGHTS[weight]}`,
        file: require.resolve(
          `${spec.pkg}/files/${spec.prefix}-${spec.subset}-${WEIGHTS[weight]}-normal.woff`,
        ),
        subset: spec.subset,
        complex: spec.complex ?? false,
        covers: parseUnicodeRange(range),
      };
    });
  faces = { regular: build('regular'), bold: build('bold') };
  return faces;
}

/**
 * The font as a plain TrueType file, unpacked once per process from the WOFF (a document opens only
 * the faces it uses). fontkit can read WOFF itself, but inflates it in JavaScript for every document;
 * Node's zlib does it once.
 */
export function faceBytes(face: Face): Buffer {
  let bytes = buffers.get(face.file);
  if (!bytes) {
    bytes = woffToSfnt(fs.readFileSync(face.file));
    buffers.set(face.file, bytes);
  }
  return bytes;
}

/** WOFF 1.0 → the SFNT (TrueType/OpenType) font it wraps: the same tables, uncompressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export interface Run {
  face: Face;
  text: string;
}

/** Marks, joiners (ZWNJ, ZWJ) and variation selectors belong to the character before them. */
const clings = (ch: string, cp: number) =>
  /^\p{M}$/u.test(ch) || cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
const REPLACEMENT = '?';

/**
 * Splits text into runs of one face each: a character stays in the current run when that face covers
 * it (so spaces, digits and punctuation do not break a Tamil or Hindi name apart), else takes the first
 * face in the chain that covers it. A character no face covers (an emoji) prints as '?'.
 */
export function splitRuns(text: string, weight: Weight): Run[] {
  const chain = invoiceFaces()[weight];
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    let face: Face | undefined;
    if (current && (current.face.covers(cp) || clings(ch, cp))) face = current.face;
    else face = chain.find((f) => f.covers(cp));
    const out = face ? ch : REPLACEMENT;
    face ??= current?.face.covers(REPLACEMENT.codePointAt(0)!) ? current.face : chain[0]!;
    if (current && current.face === face) current.text += out;
    else runs.push((current = { face, text: out }));
  }
  return runs;
}
