import { HEAD_WORDS, tailWord } from './vocabulary';

export interface BenchQuery {
  kind: string;
  url: string;
}

/** Searches as buyers send them: frequent and rare words, several words, filters, deep pages, and typeahead. */
export function queryMix(random: () => number): BenchQuery[] {
  const head = (max = 40) => HEAD_WORDS[Math.floor(random() * max)] as string;
  const rare = () => tailWord(10_000 + Math.floor(random() * 29_000));
  const queries: BenchQuery[] = [];
  for (let i = 0; i < 40; i++) {
    queries.push({ kind: 'frequent word', url: `/api/fetch?query=${head(10)}` });
    queries.push({ kind: 'rare word', url: `/api/fetch?query=${rare()}` });
    queries.push({ kind: 'multi-word', url: `/api/fetch?query=${encodeURIComponent(`${head()} ${head()} ${head(150)}`)}` });
    queries.push({ kind: 'phrase and exclusion', url: `/api/fetch?query=${encodeURIComponent(`"${head()} ${head()}" -${head(80)}`)}` });
    queries.push({
      kind: 'frequent + filters',
      url: `/api/fetch?query=${head(10)}&orientation=horizontal&color[0]=blue&min_megapixels=12&uploaded_within=year&sort=popular`,
    });
    queries.push({ kind: 'filters only, newest', url: `/api/fetch?orientation=vertical&people=1&sort=newest` });
    queries.push({ kind: 'video + duration', url: `/api/fetch?type=VIDEO&query=${head(20)}&min_duration=10&max_duration=30` });
    queries.push({ kind: 'deep page (200 of 208)', url: `/api/fetch?query=${head(10)}&page_no=200&limit=48` });
  }
  return queries;
}

export function typeaheadMix(random: () => number): BenchQuery[] {
  const queries: BenchQuery[] = [];
  for (let i = 0; i < 80; i++) {
    const word = HEAD_WORDS[Math.floor(random() * HEAD_WORDS.length)] as string;
    queries.push({ kind: 'typeahead prefix', url: `/api/keyword/suggestions?query=${word.slice(0, 2 + Math.floor(random() * 3))}` });
    const typo = word.length > 4 ? `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}` : `${word}x`;
    queries.push({ kind: 'typeahead with a typo', url: `/api/keyword/suggestions?query=${typo}` });
  }
  return queries;
}
