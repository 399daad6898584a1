import type { Language } from '@stock/contracts';
import { de } from './catalogues/de';
import { es } from './catalogues/es';
import { fr } from './catalogues/fr';
import { ja } from './catalogues/ja';
import { ptBR } from './catalogues/pt-BR';
import { type CompiledCatalogue, compileCatalogue, type MessageCatalogue, translateMessage } from './message-catalogue';
import { stateWordsIn } from './state-words';

/** The translations of the API's messages; English is the source and needs none. */
export const MESSAGE_CATALOGUES: Record<Exclude<Language, 'en'>, MessageCatalogue> = { de, fr, es, 'pt-BR': ptBR, ja };

const compiled = new Map<Language, CompiledCatalogue>();

function compiledFor(language: Exclude<Language, 'en'>): CompiledCatalogue {
  let catalogue = compiled.get(language);
  if (!catalogue) {
    catalogue = compileCatalogue(MESSAGE_CATALOGUES[language], stateWordsIn(language));
    compiled.set(language, catalogue);
  }
  return catalogue;
}

/** An English message of the API in `language`; English, and a message no catalogue knows, stay as they are. */
export function apiMessage(message: string, language: Language): string {
  return language === 'en' ? message : translateMessage(message, compiledFor(language));
}
