import { type Static, type TLiteral, type TUnion, Type } from '@sinclair/typebox';

/** The languages the product and its search speak; English is the vocabulary's own. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages content is translated into from its English original. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en') as Exclude<Language, 'en'>[];
export type TranslatedLanguage = Exclude<Language, 'en'>;

export const LanguageParam = Type.Union(
  LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'Language of the answer and of the words searched for (else Accept-Language, else en)' },
) as TUnion<TLiteral<Language>[]>;
export type LanguageParam = Static<typeof LanguageParam>;

export const optionalLang = { lang: Type.Optional(LanguageParam) };

export const LangQuery = Type.Object({ ...optionalLang }, { additionalProperties: false });
