/**
 * What the term index (search_terms) can answer of a search: one posting lexeme, a word or a pair of adjacent words
 * (migration 0215), that every match has, and words no match may have.
 */
export interface TermQuery {
  /** A lexeme, or two joined by a space for a two-word phrase: the postings walked. */
  lexeme: string;
  /** Lexemes a match must not have (`-word`), tested per posting. */
  excluded: string[];
  /** Whether a word of `lexeme` is also excluded, so that nothing can match. */
  contradictory: boolean;
}

/** One quoted lexeme of a tsquery's text, its own quotes doubled. */
const LEXEME = "'((?:[^']|'')+)'";
const SHAPE = new RegExp(`^${LEXEME}(?: <-> ${LEXEME})?((?: & !${LEXEME})*)$`);
const EXCLUSION = new RegExp(` & !${LEXEME}`, 'g');
const unquote = (quoted: string) => quoted.replaceAll("''", "'");

/**
 * The term query a tsquery stands for, from its text as PostgreSQL prints it (`'mountain' <-> 'lake' & !'snow'`), or
 * null for any other shape: more words, a phrase with a gap (a stop word inside it), "or", or an exclusion first.
 * Those go through GIN, which can answer anything.
 */
export function termQueryOf(tsquery: string): TermQuery | null {
  const match = SHAPE.exec(tsquery);
  if (!match) return null;
  const [, first, second, exclusions] = match;
  const lexeme = second === undefined ? unquote(first as string) : `${unquote(first as string)} ${unquote(second)}`;
  const excluded = [...(exclusions ?? '').matchAll(EXCLUSION)].map((exclusion) => unquote(exclusion[1] as string));
  const words = second === undefined ? [lexeme] : [unquote(first as string), unquote(second)];
  return { lexeme, excluded, contradictory: words.some((word) => excluded.includes(word)) };
}
