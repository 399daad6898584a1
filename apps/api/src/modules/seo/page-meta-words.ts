import type { Locale } from '@stock/contracts';

type Noun = 'photos' | 'videos';

/** The words the server puts around a file's, category's, collection's or portfolio's own name in its page meta. */
export interface MetaWords {
  stockPhoto: string;
  stockVideo: string;
  licensed: (title: string) => string;
  categoryTitle: (name: string, noun: Noun) => string;
  categoryDescription: (count: string, name: string, noun: Noun) => string;
  collection: string;
  handPicked: (name: string) => string;
  portfolio: string;
  work: (photos: string, videos: string, name: string) => string;
  blog: string;
}

const NOUNS: Record<Locale, Record<Noun, string>> = {
  en: { photos: 'photos', videos: 'videos' },
  de: { photos: 'Fotos', videos: 'Videos' },
  fr: { photos: 'photos', videos: 'vidéos' },
  es: { photos: 'fotos', videos: 'vídeos' },
  'pt-BR': { photos: 'fotos', videos: 'vídeos' },
  ja: { photos: '写真', videos: '動画' },
};

export const META_WORDS: Record<Locale, MetaWords> = {
  en: {
    stockPhoto: 'stock photo',
    stockVideo: 'stock video',
    licensed: (title) => `${title}, licensed for commercial use.`,
    categoryTitle: (name, noun) => `${name} stock ${NOUNS.en[noun]}`,
    categoryDescription: (count, name, noun) => `${count} royalty-free ${name.toLowerCase()} ${NOUNS.en[noun]}, ready to license.`,
    collection: 'collection',
    handPicked: (name) => `${name}, hand-picked.`,
    portfolio: 'portfolio',
    work: (photos, videos, name) => `${photos} photos and ${videos} videos by ${name}`,
    blog: 'blog',
  },
  de: {
    stockPhoto: 'Stockfoto',
    stockVideo: 'Stockvideo',
    licensed: (title) => `${title}, lizenziert für die kommerzielle Nutzung.`,
    categoryTitle: (name, noun) => `${name}: Stock-${NOUNS.de[noun]}`,
    categoryDescription: (count, name, noun) => `${count} lizenzfreie ${NOUNS.de[noun]} zu ${name}, bereit zur Lizenzierung.`,
    collection: 'Sammlung',
    handPicked: (name) => `${name}, handverlesen.`,
    portfolio: 'Portfolio',
    work: (photos, videos, name) => `${photos} Fotos und ${videos} Videos von ${name}`,
    blog: 'Blog',
  },
  fr: {
    stockPhoto: 'photo stock',
    stockVideo: 'vidéo stock',
    licensed: (title) => `${title}, sous licence pour un usage commercial.`,
    categoryTitle: (name, noun) => `${name} : ${NOUNS.fr[noun]} stock`,
    categoryDescription: (count, name, noun) => `${count} ${NOUNS.fr[noun]} libres de droits « ${name} », prêtes à licencier.`,
    collection: 'collection',
    handPicked: (name) => `${name}, sélection à la main.`,
    portfolio: 'portfolio',
    work: (photos, videos, name) => `${photos} photos et ${videos} vidéos de ${name}`,
    blog: 'blog',
  },
  es: {
    stockPhoto: 'foto de stock',
    stockVideo: 'vídeo de stock',
    licensed: (title) => `${title}, con licencia para uso comercial.`,
    categoryTitle: (name, noun) => `${name}: ${NOUNS.es[noun]} de stock`,
    categoryDescription: (count, name, noun) => `${count} ${NOUNS.es[noun]} libres de derechos de ${name}, listos para licenciar.`,
    collection: 'colección',
    handPicked: (name) => `${name}, seleccionado a mano.`,
    portfolio: 'portafolio',
    work: (photos, videos, name) => `${photos} fotos y ${videos} vídeos de ${name}`,
    blog: 'blog',
  },
  'pt-BR': {
    stockPhoto: 'foto',
    stockVideo: 'vídeo',
    licensed: (title) => `${title}, licenciado para uso comercial.`,
    categoryTitle: (name, noun) => `${name}: ${NOUNS['pt-BR'][noun]} para licenciar`,
    categoryDescription: (count, name, noun) => `${count} ${NOUNS['pt-BR'][noun]} isentos de royalties de ${name}, prontos para licenciar.`,
    collection: 'coleção',
    handPicked: (name) => `${name}, selecionado a dedo.`,
    portfolio: 'portfólio',
    work: (photos, videos, name) => `${photos} fotos e ${videos} vídeos de ${name}`,
    blog: 'blog',
  },
  ja: {
    stockPhoto: 'ストック写真',
    stockVideo: 'ストック動画',
    licensed: (title) => `${title}（商用利用可）`,
    categoryTitle: (name, noun) => `${name}のストック${NOUNS.ja[noun]}`,
    categoryDescription: (count, name, noun) => `${name}のロイヤリティフリー${NOUNS.ja[noun]} ${count}点、すぐにライセンスできます。`,
    collection: 'コレクション',
    handPicked: (name) => `${name}（厳選）`,
    portfolio: 'ポートフォリオ',
    work: (photos, videos, name) => `${name}の写真${photos}点・動画${videos}点`,
    blog: 'ブログ',
  },
};
