import type { BlogAudienceValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/** The readers a blog is for, as the console's blog pages name them (web: admin-blogs.json, `audience`). */
export const BLOG_AUDIENCE: TranslatedStateWords<BlogAudienceValue> = {
  de: { buyers: 'Käufer', contributors: 'Urheber' },
  fr: { buyers: 'Acheteurs', contributors: 'Contributeurs' },
  es: { buyers: 'Compradores', contributors: 'Colaboradores' },
  'pt-BR': { buyers: 'Compradores', contributors: 'Colaboradores' },
  ja: { buyers: '購入者', contributors: 'コントリビューター' },
};
