import type { Language } from '@stock/contracts';
import type { Allowance, LicenceTierConfig, LicenceTierValue, RightsRow } from './plans-config';

interface TierWordsOfLanguage {
  /** Tier names and summaries; English is plans-config.ts itself. */
  tiers?: Record<LicenceTierValue, { name: string; summary: string }>;
  rows: Record<RightsRow, string>;
  unlimited: string;
  allowed: string;
  notAllowed: string;
  /** A limit on a row, with the number already formatted for the language. */
  upTo: Record<RightsRow, (count: string) => string>;
}

const TIER_WORDS: Record<Language, TierWordsOfLanguage> = {
  en: {
    rows: {
      digital: 'Web, social and digital audience',
      print: 'Print run (books, packaging, flyers)',
      broadcast: 'Video and broadcast audience',
      merchandise: 'Merchandise for resale (mugs, T-shirts, posters)',
      templates: 'Templates for resale (website, slide, print templates)',
    },
    unlimited: 'Unlimited',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    upTo: {
      digital: (count) => `Up to ${count} people`,
      print: (count) => `Up to ${count} copies`,
      broadcast: (count) => `Up to ${count} viewers`,
      merchandise: (count) => `Up to ${count} items`,
      templates: (count) => `Up to ${count} sales`,
    },
  },
  de: {
    tiers: {
      standard: { name: 'Standard-Lizenz', summary: 'Unbefristete, weltweite Nutzung in Print- und Digitalmedien, auch in der Werbung.' },
      enhanced: {
        name: 'Enhanced-Lizenz',
        summary: 'Alles aus Standard, ohne Grenzen bei Auflage und Publikum, und für Produkte, die Sie verkaufen.',
      },
    },
    rows: {
      digital: 'Publikum im Web, in sozialen Medien und digital',
      print: 'Druckauflage (Bücher, Verpackungen, Flyer)',
      broadcast: 'Publikum von Videos und Sendungen',
      merchandise: 'Waren zum Weiterverkauf (Tassen, T-Shirts, Poster)',
      templates: 'Vorlagen zum Weiterverkauf (Website-, Folien-, Druckvorlagen)',
    },
    unlimited: 'Unbegrenzt',
    allowed: 'Erlaubt',
    notAllowed: 'Nicht erlaubt',
    upTo: {
      digital: (count) => `Bis zu ${count} Personen`,
      print: (count) => `Bis zu ${count} Exemplare`,
      broadcast: (count) => `Bis zu ${count} Zuschauer`,
      merchandise: (count) => `Bis zu ${count} Stück`,
      templates: (count) => `Bis zu ${count} Verkäufe`,
    },
  },
  fr: {
    tiers: {
      standard: {
        name: 'Licence Standard',
        summary: 'Utilisation perpétuelle et mondiale dans les médias imprimés et numériques, publicité comprise.',
      },
      enhanced: {
        name: 'Licence Enhanced',
        summary: 'Tout ce qu’offre Standard, sans limite de tirage ni d’audience, et pour les produits que vous vendez.',
      },
    },
    rows: {
      digital: 'Audience web, réseaux sociaux et numérique',
      print: 'Tirage imprimé (livres, emballages, flyers)',
      broadcast: 'Audience vidéo et diffusion',
      merchandise: 'Produits destinés à la revente (tasses, T-shirts, affiches)',
      templates: 'Modèles destinés à la revente (sites web, diapositives, impression)',
    },
    unlimited: 'Sans limite',
    allowed: 'Autorisé',
    notAllowed: 'Non autorisé',
    upTo: {
      digital: (count) => `Jusqu’à ${count} personnes`,
      print: (count) => `Jusqu’à ${count} exemplaires`,
      broadcast: (count) => `Jusqu’à ${count} spectateurs`,
      merchandise: (count) => `Jusqu’à ${count} articles`,
      templates: (count) => `Jusqu’à ${count} ventes`,
    },
  },
  es: {
    tiers: {
      standard: { name: 'Licencia Standard', summary: 'Uso perpetuo y mundial en medios impresos y digitales, publicidad incluida.' },
      enhanced: {
        name: 'Licencia Enhanced',
        summary: 'Todo lo de Standard, sin límites de ejemplares ni de audiencia, y para productos que vendas.',
      },
    },
    rows: {
      digital: 'Audiencia web, redes sociales y digital',
      print: 'Tirada impresa (libros, envases, folletos)',
      broadcast: 'Audiencia de vídeo y emisión',
      merchandise: 'Productos para reventa (tazas, camisetas, pósteres)',
      templates: 'Plantillas para reventa (web, diapositivas, impresión)',
    },
    unlimited: 'Sin límite',
    allowed: 'Permitido',
    notAllowed: 'No permitido',
    upTo: {
      digital: (count) => `Hasta ${count} personas`,
      print: (count) => `Hasta ${count} ejemplares`,
      broadcast: (count) => `Hasta ${count} espectadores`,
      merchandise: (count) => `Hasta ${count} artículos`,
      templates: (count) => `Hasta ${count} ventas`,
    },
  },
  'pt-BR': {
    tiers: {
      standard: { name: 'Licença Standard', summary: 'Uso perpétuo e mundial em mídia impressa e digital, inclusive publicidade.' },
      enhanced: {
        name: 'Licença Enhanced',
        summary: 'Tudo o que a Standard oferece, sem limites de cópias ou de público, e para produtos que você vende.',
      },
    },
    rows: {
      digital: 'Público na web, em redes sociais e digital',
      print: 'Tiragem impressa (livros, embalagens, folhetos)',
      broadcast: 'Público de vídeo e transmissão',
      merchandise: 'Produtos para revenda (canecas, camisetas, pôsteres)',
      templates: 'Modelos para revenda (sites, slides, impressão)',
    },
    unlimited: 'Sem limite',
    allowed: 'Permitido',
    notAllowed: 'Não permitido',
    upTo: {
      digital: (count) => `Até ${count} pessoas`,
      print: (count) => `Até ${count} exemplares`,
      broadcast: (count) => `Até ${count} espectadores`,
      merchandise: (count) => `Até ${count} unidades`,
      templates: (count) => `Até ${count} vendas`,
    },
  },
  ja: {
    tiers: {
      standard: { name: 'Standardライセンス', summary: '広告を含む印刷物とデジタルメディアで、無期限かつ全世界で使用できます。' },
      enhanced: {
        name: 'Enhancedライセンス',
        summary: 'Standardのすべてに加え、部数や視聴者数の制限がなく、販売する商品にも使用できます。',
      },
    },
    rows: {
      digital: 'Web・SNS・デジタルの閲覧者数',
      print: '印刷部数（書籍、パッケージ、チラシ）',
      broadcast: '動画・放送の視聴者数',
      merchandise: '再販用の商品（マグカップ、Tシャツ、ポスター）',
      templates: '再販用のテンプレート（Webサイト、スライド、印刷用）',
    },
    unlimited: '無制限',
    allowed: '利用可',
    notAllowed: '利用不可',
    upTo: {
      digital: (count) => `最大${count}人`,
      print: (count) => `最大${count}部`,
      broadcast: (count) => `最大${count}人`,
      merchandise: (count) => `最大${count}点`,
      templates: (count) => `最大${count}件`,
    },
  },
};

// English has always shown US grouping (500,000); the others group as their readers do (500.000, 500 000).
const numberIn = (value: number, language: Language) => new Intl.NumberFormat(language === 'en' ? 'en-US' : language).format(value);

function allowanceIn(row: RightsRow, allowance: Allowance, language: Language): string {
  const words = TIER_WORDS[language];
  if (typeof allowance === 'number') return words.upTo[row](numberIn(allowance, language));
  if (allowance === 'unlimited') return words.unlimited;
  return allowance === 'allowed' ? words.allowed : words.notAllowed;
}

/** A tier's name, summary and rights table in `language`. */
export function tierWordsIn(tier: LicenceTierConfig, language: Language) {
  const words = TIER_WORDS[language];
  const named = words.tiers?.[tier.tier] ?? { name: tier.name, summary: tier.summary };
  return {
    name: named.name,
    summary: named.summary,
    rights: tier.rights.map(({ row, allowance }) => ({ label: words.rows[row], value: allowanceIn(row, allowance, language) })),
  };
}

/** A tier's name in `language`, for lists that name it alone. */
export const tierNameIn = (tier: LicenceTierConfig, language: Language): string => tierWordsIn(tier, language).name;
