/**
 * What the term index (search_terms) can answer of a search: one posting lexeme, a word or a pair of adjacent words
 * (migration 0215), that every match has, and words no match may have.
 */
export interface TermQuery {
  /** A lexeme, or two joined by a space for a two-word phrase: the postings walked. */
  lexeme: string;
  /**
   * Postings a match must not have, tested per posting: a word (`-word`), a pair of adjacent words (`-"word word"`),
   * whose postings are exactly the files where the pair stands, or a hyphened word (`-word-word`), a lexeme of its own.
   */
  excluded: string[];
  /** Whether `lexeme` or one of its words is also excluded, so that nothing can match. */
  contradictory: boolean;
}

/** One quoted lexeme of a tsquery's text, its own quotes doubled. */
const LEXEME = "'((?:[^']|'')+)'";
/** An excluded lexeme or phrase as PostgreSQL prints it: `!'snow'`, `!( 'snow' <-> 'cap' )`. */
const EXCLUDED = `!(?:${LEXEME}|\\( ('(?:[^']|'')+'(?: <-> '(?:[^']|'')+')+) \\))`;
const SHAPE = new RegExp(`^${LEXEME}(?: <-> ${LEXEME})?((?: & ${EXCLUDED})*)$`);
const EXCLUSION = new RegExp(` & ${EXCLUDED}`, 'g');
const QUOTED = new RegExp(LEXEME, 'g');
const unquote = (quoted: string) => quoted.replaceAll("''", "'");

/**
 * The posting an excluded phrase stands for, or null when the term index has none. A pair of words has its own
 * postings. A hyphened word is parsed as the whole word followed by its parts (`-business-team` is
 * `!( 'business-team' <-> 'busi' <-> 'team' )`), and a file has the whole word exactly where the parts follow it, so
 * the whole word's postings are the phrase's files.
 */
function excludedPhrase(phrase: string): string | null {
  const lexemes = [...phrase.matchAll(QUOTED)].map(([, quoted]) => unquote(quoted as string));
  const [first, second] = lexemes;
  if (lexemes.length === 2) return `${first} ${second}`;
  return first?.includes('-') && lexemes.length === first.split('-').length + 1 ? first : null;
}

/**
 * The term query a tsquery stands for, from its text as PostgreSQL prints it (`'mountain' <-> 'lake' & !'snow'`), or
 * null for any other shape: more words, a phrase with a gap (a stop word inside it) or of three words, "or", or an
 * exclusion first. Those go through GIN, which can answer anything.
 */
export function termQueryOf(tsquery: string): TermQuery | null {
  const match = SHAPE.exec(tsquery);
  if (!match) return null;
  const [, first, second, exclusions] = match;
  const words = second === undefined ? [unquote(first as string)] : [unquote(first as string), unquote(second)];
  const lexeme = words.join(' ');
  const excluded = [...(exclusions ?? '').matchAll(EXCLUSION)].map(([, word, phrase]) =>
    word === undefined ? excludedPhrase(phrase as string) : unquote(word),
  );
  if (!excluded.every((posting): posting is string => posting !== null)) return null;
  return { lexeme, excluded, contradictory: [lexeme, ...words].some((word) => excluded.includes(word)) };
}
