/**
 * The trade's spellings of Indian textiles, each mapped to the spelling the catalogue uses. Search
 * (apps/server/src/modules/catalog/listing-json.ts) replaces every word of the keyword found here
 * inside its SQL statement, before the full-text match and the spelling correction, so "kanjeevaram
 * silk" finds the Kanchipuram silks, and so does "காஞ்சிபுரம் பட்டு". Keys are one lower-case word of
 * any script (Tamil's vowel signs and virama are part of its words); values are the catalogue's English.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = {
  // Kanchipuram (Tamil: காஞ்சிபுரம்), as Tamil Nadu and the trade write it.
  kanjeevaram: 'kanchipuram',
  kanjeevaran: 'kanchipuram',
  conjeevaram: 'kanchipuram',
  conjeeveram: 'kanchipuram',
  kanchivaram: 'kanchipuram',
  kanjivaram: 'kanchipuram',
  kancheevaram: 'kanchipuram',
  kancheepuram: 'kanchipuram',
  kanjipuram: 'kanchipuram',
  kanchipuri: 'kanchipuram',
  kanchi: 'kanchipuram',
  kanjee: 'kanchipuram',
  // The garment itself.
  sari: 'saree',
  saris: 'sarees',
  sarie: 'saree',
  sadi: 'saree',
  saaree: 'saree',
  podavai: 'saree',
  pudavai: 'saree',
  // Tussar (wild silk).
  tussore: 'tussar',
  tusar: 'tussar',
  tussah: 'tussar',
  tasar: 'tussar',
  tassar: 'tussar',
  tussur: 'tussar',
  kosa: 'tussar',
  // Bengal's and Benares' weaves.
  jamdhani: 'jamdani',
  jamadani: 'jamdani',
  benarasi: 'banarasi',
  banarsi: 'banarasi',
  benarsi: 'banarasi',
  banaras: 'banarasi',
  benares: 'banarasi',
  varanasi: 'banarasi',
  // Painted and printed.
  kalamkaari: 'kalamkari',
  kalamkary: 'kalamkari',
  kalamkaris: 'kalamkari',
  madhubini: 'madhubani',
  mithila: 'madhubani',
  thanjavur: 'tanjore',
  tanjavur: 'tanjore',
  // Other weaves and their spellings.
  chanderee: 'chanderi',
  chendri: 'chanderi',
  maheshwar: 'maheshwari',
  maheswari: 'maheshwari',
  paithni: 'paithani',
  pochampalli: 'pochampally',
  pochampali: 'pochampally',
  ikkat: 'ikat',
  bandhej: 'bandhani',
  bandhni: 'bandhani',
  bandani: 'bandhani',
  chettinadu: 'chettinad',
  koorai: 'korvai',
  khaddar: 'khadi',
  khaddi: 'khadi',
  mulmull: 'mulmul',
  // Materials and ornament.
  pattu: 'silk',
  resham: 'silk',
  zaree: 'zari',
  jari: 'zari',
  jhumka: 'jhumkas',
  jhumki: 'jhumkas',
  chunni: 'dupatta',
  chunari: 'dupatta',
  odhni: 'dupatta',
  dupata: 'dupatta',
  // Tamil, as a shopper in Coimbatore types the trade's words.
  காஞ்சிபுரம்: 'kanchipuram',
  காஞ்சீபுரம்: 'kanchipuram',
  காஞ்சி: 'kanchipuram',
  பட்டு: 'silk',
  கைத்தறி: 'handloom',
  சேலை: 'saree',
  சேலைகள்: 'sarees',
  புடவை: 'saree',
  புடவைகள்: 'sarees',
  பருத்தி: 'cotton',
  காட்டன்: 'cotton',
  லினன்: 'linen',
  ஆர்கன்சா: 'organza',
  சந்தேரி: 'chanderi',
  பனாரசி: 'banarasi',
  கலம்காரி: 'kalamkari',
  செட்டிநாடு: 'chettinad',
  தஞ்சாவூர்: 'tanjore',
  ஜரி: 'zari',
  ஜரிகை: 'zari',
  சரிகை: 'zari',
  துப்பட்டா: 'dupatta',
  சுடுமண்: 'terracotta',
  டெரகோட்டா: 'terracotta',
  ஜிமிக்கி: 'jhumkas',
  கம்மல்: 'earrings',
  ஓவியம்: 'painting',
  ஓவியங்கள்: 'paintings',
};

/** A word: a run of letters of any script with their combining marks (Tamil's ா, ி, ் are marks). */
const WORD = /[\p{L}\p{M}]+/gu;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The keyword in lower case with each word the list knows replaced by the catalogue's spelling, every
 * other character kept in place (the search syntax's quotes, '-' and 'or'): what the search looks for,
 * and what the web app's suggestions compare. A word is a run of letters (and their marks) of any
 * script, so a Latin word joined to Tamil letters is not a word of the list.
 */
export function applySearchSynonyms(keyword: string): string {
  return keyword
    .normalize('NFC')
    .toLowerCase()
    .replace(WORD, (word) => SEARCH_SYNONYMS[word] ?? word);
}

/** Trigrams of a word as pg_trgm takes them (two spaces before, one after). */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(NOT_WORD).filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's word similarity of `needle` within `text`: the share of the needle's trigrams in it. */
function likeness(needle: Set<string>, text: string): number {
  if (needle.size === 0) return 0;
  const hay = trigrams(text);
  let shared = 0;
  for (const t of needle) if (hay.has(t)) shared++;
  return shared / needle.size;
}

/**
 * The names (categories) most like `keyword` after the synonyms, best first, at most `count`; names
 * sharing nothing with it come last in their own order, so an empty search always has somewhere to go.
 */
export function nearestNames(keyword: string, names: readonly string[], count = 3): string[] {
  const needle = trigrams(applySearchSynonyms(keyword));
  return names
    .map((name, i) => ({ name, i, score: likeness(needle, name) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map((x) => x.name);
}
