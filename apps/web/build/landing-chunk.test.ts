import { describe, expect, it } from 'vitest';
import { landingChunkOf } from './landing-chunk';

const src = '/app/apps/web/src';
/** A module graph by importers, as the bundler reports it while chunking. */
function graphOf(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

describe('the landing chunk', () => {
  const graph = graphOf({
    [`${src}/features/files/FilePage.tsx`]: [],
    [`${src}/features/search/SearchPage.tsx`]: [],
    [`${src}/features/account/AccountPage.tsx`]: [],
    [`${src}/features/licensing/LicenceTiersTable.tsx`]: [`${src}/features/files/FilePage.tsx`],
    [`${src}/components/format/format-money.ts`]: [
      `${src}/features/licensing/LicenceTiersTable.tsx`,
      `${src}/features/account/AccountPage.tsx`,
    ],
    [`${src}/features/account/account-api.ts`]: [`${src}/features/account/AccountPage.tsx`],
    // A cycle that reaches no landing page.
    [`${src}/a.ts`]: [`${src}/b.ts`],
    [`${src}/b.ts`]: [`${src}/a.ts`],
  });

  it('takes what a landing page imports, at any depth, shared or not', () => {
    expect(landingChunkOf(`${src}/features/licensing/LicenceTiersTable.tsx`, graph)).toBe('landing');
    expect(landingChunkOf(`${src}/components/format/format-money.ts`, graph)).toBe('landing');
  });

  it('leaves the landing pages themselves, what only other pages import, and cycles to the bundler', () => {
    expect(landingChunkOf(`${src}/features/files/FilePage.tsx`, graph)).toBeNull();
    expect(landingChunkOf(`${src}/features/search/SearchPage.tsx`, graph)).toBeNull();
    expect(landingChunkOf(`${src}/features/account/account-api.ts`, graph)).toBeNull();
    expect(landingChunkOf(`${src}/a.ts`, graph)).toBeNull();
    expect(landingChunkOf(`${src}/unknown.ts`, graph)).toBeNull();
  });
});
