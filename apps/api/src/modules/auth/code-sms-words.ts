import type { Locale } from '@stock/contracts';

/** The text message with a phone verification code, in each interface language; short, as an SMS is. */
export const CODE_SMS_WORDS: Record<Locale, (brand: string, code: string, minutes: number) => string> = {
  en: (brand, code, minutes) => `Your ${brand} code is ${code}. It works once and for ${minutes} minutes.`,
  de: (brand, code, minutes) => `Ihr ${brand}-Code lautet ${code}. Er gilt einmal und ${minutes} Minuten lang.`,
  fr: (brand, code, minutes) => `Votre code ${brand} est ${code}. Il n’est valable qu’une fois, pendant ${minutes} minutes.`,
  es: (brand, code, minutes) => `Tu código de ${brand} es ${code}. Sirve una sola vez y durante ${minutes} minutos.`,
  'pt-BR': (brand, code, minutes) => `Seu código ${brand} é ${code}. Ele vale uma única vez, por ${minutes} minutos.`,
  ja: (brand, code, minutes) => `${brand} の確認コードは ${code} です。1 回限り、${minutes} 分間有効です。`,
};
