import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleStrings } from './module-strings';
import { stringsBesideCode } from './strings-beside-code';

/** A small web app on disk: a page, the components it renders, a dialog it loads later, a type it borrows. */
function sampleApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'module-strings-'));
  const files: Record<string, string> = {
    'src/pages/ShopPage.tsx': `import { useTranslation } from 'react-i18next';
import type { Prices } from '../prices/prices';
import { Tile } from '../tiles/Tile';
import './shop.css';
export function ShopPage() {
  const { t } = useTranslation('shop');
  const Later = import('../dialogs/ReportDialog');
  return <Tile title={t('title')} />;
}`,
    'src/tiles/Tile.tsx': `import { useTranslation } from 'react-i18next';
export { Heart } from './Heart';
export function Tile() { const { t } = useTranslation(['tiles', 'shop']); return t('x'); }`,
    'src/tiles/Heart.tsx': `import { Tile } from './Tile';
import { useTranslation } from 'react-i18next';
export function Heart() { const { t } = useTranslation(); return t('save'); }`,
    'src/prices/prices.ts': `import { useTranslation } from 'react-i18next';
export type Prices = number[]; export const usePrices = () => useTranslation('prices');`,
    'src/dialogs/ReportDialog.tsx': `import { useTranslation } from 'react-i18next';
export function ReportDialog() { return useTranslation('reports').t('x'); }`,
    'src/router.tsx': `import { ShopPage } from './pages/ShopPage';
import { stringsOf } from './i18n/with-strings';
export const routes = [{ lazy: () => import('./pages/ShopPage'), strings: stringsOf('./pages/ShopPage') }];`,
    'src/i18n/with-strings.ts': 'export const withStrings = <T,>(module: T) => module;',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("a module's strings", () => {
  it('are its own and those of the code it imports, through cycles and re-exports, but not of types or later loads', () => {
    const root = sampleApp();
    const strings = new ModuleStrings('common');
    expect(strings.namespacesOf(path.join(root, 'src/pages/ShopPage.tsx'))).toEqual(['common', 'shop', 'tiles']);
    expect(strings.namespacesOf(path.join(root, 'src/dialogs/ReportDialog.tsx'))).toEqual(['reports']);
  });
});

describe('the strings-beside-code build step', () => {
  it("makes each lazy import wait for the module's strings and writes the list in for stringsOf", () => {
    const root = sampleApp();
    const plugin = stringsBesideCode(root);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const router = path.join(root, 'src/router.tsx');
    const source = `import { ShopPage } from './pages/ShopPage';
import { stringsOf } from './i18n/with-strings';
export const routes = [{ lazy: () => import('./pages/ShopPage'), strings: stringsOf('./pages/ShopPage') }];`;
    const output = transform(source, router)?.code ?? '';
    expect(output.split('\n').slice(0, 3)).toEqual([
      "import { ShopPage } from './pages/ShopPage';",
      "import { stringsOf } from './i18n/with-strings';",
      `export const routes = [{ lazy: () => __withStrings(import('./pages/ShopPage'), ["common","shop","tiles"]), strings: ["common","shop","tiles"] }];`,
    ]);
    expect(output).toContain('import { withStrings as __withStrings } from "./i18n/with-strings.ts";');
    // A module with neither call is left as it is.
    expect(transform('export const a = 1;', path.join(root, 'src/tiles/Heart.tsx'))).toBeNull();
  });
});
