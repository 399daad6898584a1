import { BLOG_TRANSLATION_LANGUAGES, type BlogTranslationLanguage } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { BlogTranslationForm } from './BlogTranslationForm';
import { blogTranslationsQuery } from './blog-translations-api';

/** An article's translations: one tab per language, each adding, changing or removing that language's version. */
export function BlogTranslationsPanel({ postId }: { postId: number }) {
  const { t } = useTranslation('admin-blogs');
  const [language, setLanguage] = useState<BlogTranslationLanguage | null>(null);
  const translations = useQuery(blogTranslationsQuery(postId));
  const translated = new Set((translations.data ?? []).map((translation) => translation.lang));

  return (
    <section aria-labelledby="blog-translations-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="blog-translations-heading" className="text-lg font-semibold text-slate-900">
        {t('translations.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('translations.intro')}</p>
      <div role="tablist" aria-label={t('translations.tabsLabel')} className="mt-4 flex flex-wrap gap-2">
        {BLOG_TRANSLATION_LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`blog-translation-tab-${lang}`}
            aria-selected={language === lang}
            aria-controls={language === lang ? 'blog-translation-panel' : undefined}
            onClick={() => setLanguage(lang)}
            className="rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-selected:border-sky-500 aria-selected:bg-sky-50 aria-selected:text-sky-800"
          >
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
            {translated.has(lang) && <span className="ml-1.5 text-xs text-emerald-700">{t('translations.translatedMark')}</span>}
          </button>
        ))}
      </div>
      {translations.isError && <p className="mt-4 text-sm text-red-700">{translations.error.message}</p>}
      {language === null ? (
        <p className="mt-4 text-sm text-slate-500">{t('translations.choose')}</p>
      ) : (
        translations.isSuccess && (
          <div role="tabpanel" id="blog-translation-panel" aria-labelledby={`blog-translation-tab-${language}`} className="mt-4">
            <BlogTranslationForm
              key={language}
              postId={postId}
              lang={language}
              existing={translations.data.find((translation) => translation.lang === language)}
            />
          </div>
        )
      )}
    </section>
  );
}
