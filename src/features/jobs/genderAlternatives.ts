import { codedStem, normalizeWord } from '@contract/gender/genderStems';

/**
 * Neutral wording for common coded words, keyed by a stem from the word lists or a longer
 * prefix of one when the stem covers words that need different advice ('competen' → 'skilled'
 * beside 'competitive' → 'motivated'). No suggestion is itself a coded word (the tests check),
 * so swapping never trades one bias for the other — which is why 'dominant' does not become
 * 'leading' nor 'aggressive' 'ambitious'.
 */
const ALTERNATIVES: Readonly<Record<string, string>> = {
  // Masculine-coded.
  active: 'engaged',
  adventurous: 'curious',
  aggress: 'bold',
  ambitio: 'motivated',
  analytical: 'methodical',
  assertive: 'direct',
  autonom: 'self-directed',
  boast: 'offer',
  challenge: 'problem to solve',
  challenging: 'stimulating',
  champion: 'advocate',
  competen: 'skilled',
  competitive: 'motivated',
  confident: 'self-assured',
  courageous: 'bold',
  decide: 'choose',
  decision: 'choice',
  decisive: 'clear-minded',
  defend: 'protect',
  determined: 'dedicated',
  dominant: 'well-established',
  dominat: 'excel in',
  driven: 'motivated',
  fearless: 'bold',
  fight: 'stand up for',
  force: 'drive',
  'head-strong': 'tenacious',
  headstrong: 'tenacious',
  hierarch: 'structure',
  impulsive: 'spontaneous',
  independen: 'self-directed',
  individual: 'person',
  intellect: 'thoughtful',
  lead: 'guide',
  leader: 'coordinator',
  leadership: 'guidance',
  leading: 'top',
  logic: 'reasoning',
  objective: 'goal',
  opinion: 'view',
  outspoken: 'candid',
  persist: 'keep at it',
  persistent: 'tenacious',
  principle: 'value',
  reckless: 'daring',
  'self-confiden': 'self-assured',
  'self-relian': 'resourceful',
  'self-sufficien': 'resourceful',
  stubborn: 'tenacious',
  superior: 'excellent',
  // Feminine-coded.
  affectionate: 'friendly',
  agreeable: 'easy-going',
  cheerful: 'upbeat',
  collab: 'work with',
  collaborative: 'team-oriented',
  commit: 'dedicated',
  commitment: 'dedication',
  communal: 'common',
  compassion: 'care',
  connect: 'link',
  considerate: 'thoughtful',
  'co-operat': 'teamwork',
  cooperat: 'teamwork',
  dependable: 'reliable',
  empath: 'attentive',
  enthusias: 'eager',
  enthusiasm: 'energy',
  gentle: 'calm',
  honest: 'candid',
  inclusive: 'welcoming',
  interpersona: 'people',
  'inter-persona': 'people',
  kindness: 'courtesy',
  loyal: 'dedicated',
  nurtur: 'develop',
  pleasant: 'friendly',
  polite: 'courteous',
  quiet: 'calm',
  responsib: 'accountable',
  responsibilit: 'duties',
  sensitiv: 'attentive',
  share: 'exchange',
  sharin: 'exchanging',
  support: 'help',
  supportive: 'helpful',
  sympath: 'attentive',
  together: 'jointly',
  trust: 'rely on',
  trustworthy: 'reliable',
  understand: 'know',
  understanding: 'knowledge',
  warm: 'friendly',
};

// Longest first, so the most specific advice wins ('leadership' before 'lead').
const KEYS = Object.keys(ALTERNATIVES).sort((a, b) => b.length - a.length);

/** The prefixes that have a suggestion, for tests and documentation. */
export const ALTERNATIVE_KEYS: readonly string[] = KEYS;

/**
 * A neutral alternative for a gender-coded word ('competitive' → 'motivated'), or undefined
 * when the word is not coded (exceptions included) or the map has no advice for it. Matching
 * ignores case, like the check itself.
 */
export function alternativeFor(word: string): string | undefined {
  if (!codedStem(word)) return undefined;
  const normalized = normalizeWord(word);
  const key = KEYS.find((prefix) => normalized.startsWith(prefix));
  return key && ALTERNATIVES[key];
}
