import { describe, expect, it } from 'vitest';
import { findKeyUses, findUntranslated } from './find-untranslated';
import { missingKeys } from './locale-catalogue';

const UNTRANSLATED = `import { toast } from 'react-toastify';
export function Sample({ count }: { count: number }) {
  const save = () => toast.success('Saved');
  return (
    <section aria-label="Account">
      <h1>Your account</h1>
      <input placeholder={'Your name'} title={\`\${count} files\`} />
      <img alt={count ? 'A photo' : ''} src="/a.jpg" className="h-4 w-4" />
      <ConfirmDialog confirmLabel="Delete" onConfirm={save} />
      {count > 1 && 'Many files'}
      <p>{count}</p>
    </section>
  );
}
const LINKS = [{ to: '/faq', label: 'FAQ' }];
`;

const TRANSLATED = `import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
export function Sample({ count }: { count: number }) {
  const { t } = useTranslation('account');
  const save = () => toast.success(t('saved'));
  return (
    <section aria-label={t('title')} className="mt-4 flex">
      <h1>{t('heading', { count })}</h1>
      <img alt="" src="/a.jpg" /> · 42 {'·'}
    </section>
  );
}
const LINKS = [{ to: '/faq', labelKey: 'links.faq' }];
`;

describe('the untranslated-string check', () => {
  it('lists each user-facing literal as file and line', () => {
    const findings = findUntranslated('features/sample/Sample.tsx', UNTRANSLATED);
    expect(findings.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([
      'features/sample/Sample.tsx:3: Saved',
      'features/sample/Sample.tsx:5: Account',
      'features/sample/Sample.tsx:6: Your account',
      'features/sample/Sample.tsx:7: Your name',
      'features/sample/Sample.tsx:7: … files',
      'features/sample/Sample.tsx:8: A photo',
      'features/sample/Sample.tsx:9: Delete',
      'features/sample/Sample.tsx:10: Many files',
      'features/sample/Sample.tsx:15: FAQ',
    ]);
  });

  it('passes a file whose text all comes from t(), and names the keys it uses in its namespace', () => {
    expect(findUntranslated('features/sample/Sample.tsx', TRANSLATED)).toEqual([]);
    const keys = findKeyUses('features/sample/Sample.tsx', TRANSLATED).map(({ namespace, key }) => `${namespace}:${key}`);
    expect(keys).toEqual(['account:saved', 'account:title', 'account:heading', 'account:links.faq']);
  });

  it('reports a used key that a language lacks', () => {
    const uses = findKeyUses('components/Sample.tsx', `const a = t('greeting'); const b = t('billing:plan');`);
    const catalogue = {
      en: { common: { greeting: 'Hello' }, billing: { plan: 'Plan' } },
      de: { common: { greeting: 'Hallo' }, billing: {} },
    };
    expect(missingKeys(uses, catalogue)).toEqual(['components/Sample.tsx:1: billing:plan missing in de']);
  });
});
