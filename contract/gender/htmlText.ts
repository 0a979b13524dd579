/**
 * HTML to plain text for word checks, without a DOM so it runs the same everywhere. It is not a
 * full HTML parser: it only has to keep words whole and apart, which the stored basic_html
 * (and hand-written HTML) allows with a few rules.
 */

// Elements that end a line: a word never runs from one into the next ("<p>a</p><p>b</p>").
const BLOCK_TAGS: ReadonlySet<string> = new Set(
  (
    'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 ' +
    'h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'
  ).split(' '),
);

// A tag, whose quoted attribute values may contain '>'. A '<' not followed by a name is text.
const TAG = /<(\/?)([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
// Elements whose content is not text at all.
const HIDDEN = /<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z][a-z0-9]*));/gi;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '\u2013',
  mdash: '\u2014',
  minus: '\u2212',
  hyphen: '\u2010',
  // A soft hyphen only marks where a word may break, so the word stays whole.
  shy: '',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  szlig: '\u00df',
};

// Accented letters (&eacute;, &Uuml;) are a letter plus a combining mark, so they stay part of
// their word instead of splitting it.
const ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
  cedil: '\u0327',
};

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal || hex) {
    const code = decimal ? parseInt(decimal, 10) : parseInt(hex ?? '', 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : ' ';
  }
  if (!name) return entity;
  if (name.toLowerCase() in NAMED) return NAMED[name.toLowerCase()];
  const accented = /^([a-z])(acute|grave|circ|uml|tilde|ring|cedil)$/i.exec(name);
  if (accented) return `${accented[1]}${ACCENTS[accented[2].toLowerCase()]}`.normalize('NFC');
  // An entity we do not know is still not part of a word.
  return ' ';
}

/**
 * The text of `html`: comments, scripts and tags removed (block tags and `<br>` become line
 * breaks, inline tags vanish so "<b>lead</b>er" stays one word) and entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(HIDDEN, ' ')
    .replace(TAG, (_tag, _slash: string, name: string) =>
      BLOCK_TAGS.has(name.toLowerCase()) ? '\n' : '',
    )
    .replace(ENTITY, decodeEntity);
}
