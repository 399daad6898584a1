import type { MediaTypeValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/** A file's type as its contributor sees it on the file's page (web: contributor-files.json, `edit.video`, `edit.image`). */
export const MEDIA_TYPE: TranslatedStateWords<MediaTypeValue> = {
  de: { IMAGE: 'Bild', VIDEO: 'Video' },
  fr: { IMAGE: 'Image', VIDEO: 'Vidéo' },
  es: { IMAGE: 'Imagen', VIDEO: 'Vídeo' },
  'pt-BR': { IMAGE: 'Imagem', VIDEO: 'Vídeo' },
  ja: { IMAGE: '画像', VIDEO: '動画' },
};

/** How a message of ours says a file's type in an English sentence ("There is no video category 7."). */
export const MEDIA_TYPE_PROSE: Record<MediaTypeValue, string> = { IMAGE: 'image', VIDEO: 'video' };
