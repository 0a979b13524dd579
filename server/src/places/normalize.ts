/**
 * Letters that Unicode decomposition does not split into a base letter plus accent, spelled the
 * way English speakers type them.
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Search key of a place name or query: lower case, accents removed (Zürich → zurich, Łódź →
 * lodz), and every run of punctuation or spaces made one space, so "St. Louis", "st louis" and
 * "Winston-Salem" / "winston salem" meet.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
