import type { Language } from '@stock/contracts';

type Labels = Record<string, string>;

/** The type and orientation facets' labels in the languages other than English (whose labels the search gives). */
export const FACET_LABELS: Record<Exclude<Language, 'en'>, Labels> = {
  de: { IMAGE: 'Bilder', VIDEO: 'Videos', horizontal: 'Querformat', vertical: 'Hochformat', square: 'Quadratisch', panoramic: 'Panorama' },
  fr: { IMAGE: 'Images', VIDEO: 'Vidéos', horizontal: 'Paysage', vertical: 'Portrait', square: 'Carré', panoramic: 'Panoramique' },
  es: { IMAGE: 'Imágenes', VIDEO: 'Vídeos', horizontal: 'Horizontal', vertical: 'Vertical', square: 'Cuadrado', panoramic: 'Panorámica' },
  'pt-BR': {
    IMAGE: 'Imagens',
    VIDEO: 'Vídeos',
    horizontal: 'Horizontal',
    vertical: 'Vertical',
    square: 'Quadrado',
    panoramic: 'Panorâmica',
  },
  ja: { IMAGE: '画像', VIDEO: '動画', horizontal: '横長', vertical: '縦長', square: '正方形', panoramic: 'パノラマ' },
};
