/**
 * The words of a search in websearch syntax (plain words, "quoted phrases", -exclusions, or), cut so that each can be
 * translated and the syntax put back around the translations.
 */
export interface SearchPart {
  kind: 'words' | 'phrase' | 'or';
  negated: boolean;
  /** The words as typed, in lower case; for Japanese, the runs of text between spaces. */
  words: string[];
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

export function parseSearch(text: string): SearchPart[] {
  const parts: SearchPart[] = [];
  const token = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of text.matchAll(token)) {
    const [, minus, phrase, plain] = match;
    if (phrase !== undefined) {
      parts.push({ kind: 'phrase', negated: minus === '-', words: wordsOf(phrase) });
    } else if (plain !== undefined && plain.toLowerCase() === 'or') {
      parts.push({ kind: 'or', negated: false, words: [] });
    } else if (plain !== undefined) {
      const negated = plain.startsWith('-');
      const words = wordsOf(plain);
      const last = parts.at(-1);
      // Consecutive plain words are one run, so a term of several words ("coucher de soleil") can match across them.
      if (!negated && last?.kind === 'words' && !last.negated) last.words.push(...words);
      else parts.push({ kind: 'words', negated, words });
    }
  }
  return parts;
}

/** What a run of words became: each output is an English keyword or a word left as typed. */
export function printSearch(parts: { part: SearchPart; output: string[] }[]): string {
  return parts
    .flatMap(({ part, output }) => {
      if (part.kind === 'or') return ['or'];
      if (output.length === 0) return [];
      const several = output.length > 1 || /\s/.test(output[0] ?? '');
      if (part.kind === 'phrase') return [`${part.negated ? '-' : ''}"${output.join(' ')}"`];
      if (part.negated) return [several ? `-"${output.join(' ')}"` : `-${output[0]}`];
      return output;
    })
    .join(' ')
    .replace(/^or\s+|\s+or$/g, '');
}

export interface StemmedTerm {
  keyword: string;
  stems: string[];
}

/**
 * Replaces the longest sequences of stems that a term of the vocabulary matches by its keyword; words that match
 * nothing stay as typed, stop words (no stem) go.
 */
export function translateStems(words: string[], stems: (string | null)[], terms: StemmedTerm[]): string[] {
  const kept = words.flatMap((word, i) => (stems[i] ? [{ word, stem: stems[i] as string }] : []));
  const byFirst = new Map<string, StemmedTerm[]>();
  for (const term of terms) byFirst.set(term.stems[0] ?? '', [...(byFirst.get(term.stems[0] ?? '') ?? []), term]);
  const output: string[] = [];
  for (let i = 0; i < kept.length; ) {
    let best: StemmedTerm | undefined;
    for (const term of byFirst.get(kept[i]?.stem ?? '') ?? []) {
      const fits = term.stems.every((stem, k) => kept[i + k]?.stem === stem);
      if (fits && term.stems.length > (best?.stems.length ?? 0)) best = term;
    }
    output.push(best ? best.keyword : (kept[i]?.word as string));
    i += best ? best.stems.length : 1;
  }
  return output;
}

/** Japanese particles and punctuation that join words; left between two terms, they are not words to search for. */
const JOINERS = /^[のとにをはがでやもへ、。・\s]+$/u;

/**
 * Japanese has no spaces and PostgreSQL no Japanese stemmer: the vocabulary's terms are found in the text by longest
 * match from left to right; what lies between them stays as typed unless it is only particles.
 */
export function translateJapanese(text: string, terms: { keyword: string; term: string }[]): string[] {
  const output: string[] = [];
  let rest = '';
  const flush = () => {
    if (rest.trim() && !JOINERS.test(rest)) output.push(rest.trim());
    rest = '';
  };
  for (let i = 0; i < text.length; ) {
    let best: { keyword: string; term: string } | undefined;
    for (const candidate of terms) {
      if (candidate.term.length > (best?.term.length ?? 0) && text.startsWith(candidate.term, i)) best = candidate;
    }
    if (best) {
      flush();
      output.push(best.keyword);
      i += best.term.length;
    } else {
      rest += text[i];
      i += 1;
    }
  }
  flush();
  return output;
}
