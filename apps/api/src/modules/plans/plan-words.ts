import type { Language } from '@stock/contracts';
import type { PlanShape } from './plans-config';

/** A plan's texts in one language; the brand names (Essentials, Pro, Team) stay as they are unless `name` is given. */
interface PlanWords {
  name?: string;
  description: string;
  /** In the order of the plan's English features. */
  features: string[];
  /** By plan variant id. */
  variants: Record<number, string>;
}

/**
 * The plans' texts in the other interface languages, by plan id. English is plans-config.ts itself (the contract's
 * wording); a text missing here falls back to it.
 */
const PLAN_WORDS: Record<Exclude<Language, 'en'>, Record<number, PlanWords>> = {
  de: {
    1: {
      description: 'Bilder für einen Blog, einen Shop oder Social-Media-Beiträge.',
      features: ['10 Bild-Downloads pro Monat', 'Jede Größe bis zum Original', 'Standard-Lizenz', 'Kostenlose erneute Downloads'],
      variants: { 11: 'Essentials, monatlich', 12: 'Essentials, jährlich' },
    },
    2: {
      description: 'Bilder und Videos für Studios und Marketingteams.',
      features: ['50 Bild- oder Video-Downloads pro Monat', 'Videos bis 4K', 'Standard-Lizenz', 'Kostenlose erneute Downloads'],
      variants: { 21: 'Pro, monatlich', 22: 'Pro, jährlich' },
    },
    3: {
      description: 'Ein gemeinsames Kontingent für ein Team von bis zu fünf Personen.',
      features: [
        '150 Downloads pro Monat für 5 Plätze zusammen',
        'Bilder und Videos',
        'Lizenzverlauf für das ganze Team',
        'Kostenlose erneute Downloads',
      ],
      variants: { 31: 'Team, monatlich', 32: 'Team, jährlich' },
    },
    4: {
      name: 'Nach Bedarf',
      description: 'Guthaben, das Sie einsetzen, wann immer Sie es brauchen; es gilt ein Jahr lang.',
      features: ['Bilder und Videos', 'Guthaben 12 Monate gültig', 'Kein Abonnement'],
      variants: { 41: '5 Downloads', 42: '25 Downloads' },
    },
  },
  fr: {
    1: {
      description: 'Des images pour un blog, une boutique ou les réseaux sociaux.',
      features: [
        '10 téléchargements d’images par mois',
        'Toutes les tailles jusqu’à l’original',
        'Licence Standard',
        'Nouveaux téléchargements gratuits',
      ],
      variants: { 11: 'Essentials, mensuel', 12: 'Essentials, annuel' },
    },
    2: {
      description: 'Des images et des vidéos pour les studios et les équipes marketing.',
      features: [
        '50 téléchargements d’images ou de vidéos par mois',
        'Vidéos jusqu’en 4K',
        'Licence Standard',
        'Nouveaux téléchargements gratuits',
      ],
      variants: { 21: 'Pro, mensuel', 22: 'Pro, annuel' },
    },
    3: {
      description: 'Un quota partagé pour une équipe de cinq personnes au plus.',
      features: [
        '150 téléchargements par mois partagés entre 5 places',
        'Images et vidéos',
        'Historique des licences pour toute l’équipe',
        'Nouveaux téléchargements gratuits',
      ],
      variants: { 31: 'Team, mensuel', 32: 'Team, annuel' },
    },
    4: {
      name: 'À la demande',
      description: 'Des crédits à utiliser quand vous en avez besoin, valables un an.',
      features: ['Images et vidéos', 'Crédits valables 12 mois', 'Sans abonnement'],
      variants: { 41: '5 téléchargements', 42: '25 téléchargements' },
    },
  },
  es: {
    1: {
      description: 'Imágenes para un blog, una tienda o redes sociales.',
      features: ['10 descargas de imágenes al mes', 'Todos los tamaños hasta el original', 'Licencia Standard', 'Nuevas descargas gratis'],
      variants: { 11: 'Essentials, mensual', 12: 'Essentials, anual' },
    },
    2: {
      description: 'Imágenes y vídeos para estudios y equipos de marketing.',
      features: ['50 descargas de imágenes o vídeos al mes', 'Vídeos hasta 4K', 'Licencia Standard', 'Nuevas descargas gratis'],
      variants: { 21: 'Pro, mensual', 22: 'Pro, anual' },
    },
    3: {
      description: 'Una cuota compartida para un equipo de hasta cinco personas.',
      features: [
        '150 descargas al mes compartidas entre 5 puestos',
        'Imágenes y vídeos',
        'Historial de licencias de todo el equipo',
        'Nuevas descargas gratis',
      ],
      variants: { 31: 'Team, mensual', 32: 'Team, anual' },
    },
    4: {
      name: 'Bajo demanda',
      description: 'Créditos para usar cuando los necesites; duran un año.',
      features: ['Imágenes y vídeos', 'Créditos válidos durante 12 meses', 'Sin suscripción'],
      variants: { 41: '5 descargas', 42: '25 descargas' },
    },
  },
  'pt-BR': {
    1: {
      description: 'Imagens para um blog, uma loja ou redes sociais.',
      features: ['10 downloads de imagens por mês', 'Todos os tamanhos até o original', 'Licença Standard', 'Novos downloads grátis'],
      variants: { 11: 'Essentials, mensal', 12: 'Essentials, anual' },
    },
    2: {
      description: 'Imagens e vídeos para estúdios e equipes de marketing.',
      features: ['50 downloads de imagens ou vídeos por mês', 'Vídeos até 4K', 'Licença Standard', 'Novos downloads grátis'],
      variants: { 21: 'Pro, mensal', 22: 'Pro, anual' },
    },
    3: {
      description: 'Uma cota compartilhada para uma equipe de até cinco pessoas.',
      features: [
        '150 downloads por mês compartilhados por 5 assentos',
        'Imagens e vídeos',
        'Histórico de licenças da equipe toda',
        'Novos downloads grátis',
      ],
      variants: { 31: 'Team, mensal', 32: 'Team, anual' },
    },
    4: {
      name: 'Sob demanda',
      description: 'Créditos para usar quando você precisar; valem por um ano.',
      features: ['Imagens e vídeos', 'Créditos válidos por 12 meses', 'Sem assinatura'],
      variants: { 41: '5 downloads', 42: '25 downloads' },
    },
  },
  ja: {
    1: {
      description: 'ブログ、ショップ、SNS投稿のための画像。',
      features: ['毎月10点の画像ダウンロード', 'オリジナルまでのすべてのサイズ', 'Standardライセンス', '再ダウンロード無料'],
      variants: { 11: 'Essentials（月払い）', 12: 'Essentials（年払い）' },
    },
    2: {
      description: 'スタジオやマーケティング担当者のための画像と動画。',
      features: ['毎月50点の画像または動画ダウンロード', '4Kまでの動画', 'Standardライセンス', '再ダウンロード無料'],
      variants: { 21: 'Pro（月払い）', 22: 'Pro（年払い）' },
    },
    3: {
      description: '最大5人のチームで共有するダウンロード枠。',
      features: ['5席で共有する毎月150点のダウンロード', '画像と動画', 'チーム全体のライセンス履歴', '再ダウンロード無料'],
      variants: { 31: 'Team（月払い）', 32: 'Team（年払い）' },
    },
    4: {
      name: 'オンデマンド',
      description: '必要なときにいつでも使えるクレジット。有効期間は1年です。',
      features: ['画像と動画', 'クレジットの有効期間は12か月', 'サブスクリプション不要'],
      variants: { 41: '5ダウンロード', 42: '25ダウンロード' },
    },
  },
};

type Worded = Pick<PlanShape, 'planId' | 'name' | 'description' | 'features'> & { variants: { planVariantId: number; name: string }[] };

/** The plan with its texts in `language` (its prices and rules untouched). */
export function planIn<P extends Worded>(plan: P, language: Language): P {
  if (language === 'en') return plan;
  const words = PLAN_WORDS[language][plan.planId];
  if (!words) return plan;
  return {
    ...plan,
    name: words.name ?? plan.name,
    description: words.description,
    features: plan.features.map((feature, index) => words.features[index] ?? feature),
    variants: plan.variants.map((variant) => ({ ...variant, name: words.variants[variant.planVariantId] ?? variant.name })),
  };
}

/** A variant's name in `language`, by its id (the plan's name for a plan without its own variant names). */
export function variantNameIn(planVariantId: number, englishName: string, language: Language): string {
  if (language === 'en') return englishName;
  for (const words of Object.values(PLAN_WORDS[language])) {
    const name = words.variants[planVariantId];
    if (name) return name;
  }
  return englishName;
}

/** A plan's name in `language` ("On demand" translates; the brand names stay). */
export function planNameIn(planId: number, englishName: string, language: Language): string {
  return language === 'en' ? englishName : (PLAN_WORDS[language][planId]?.name ?? englishName);
}
