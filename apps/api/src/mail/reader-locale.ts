import { DEFAULT_LOCALE, isLocale, type Locale } from '@stock/contracts';
import type { Db } from '../db/connection';
import { findLocaleOfAddress, findLocaleOfUser } from './reader-locale.repo';

/** The language of an e-mail to a person: the one their account chose, else the one their request came in. */
export function readerLocale(account: { locale: string | null } | undefined, requestLocale: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(account?.locale) ? account.locale : requestLocale;
}

/**
 * The language of an e-mail to an address: the language of the account that has it, else `fallback` (for a person
 * without an account, the language of whoever caused the e-mail).
 */
export async function readerLocaleOfAddress(db: Db, email: string, fallback: Locale = DEFAULT_LOCALE): Promise<Locale> {
  return readerLocale(await findLocaleOfAddress(db, email), fallback);
}

/**
 * The language of a document an account reads (an invoice, a credit note, a licence certificate): the one the account
 * chose, else `fallback` (the language of the request that asks for it).
 */
export async function readerLocaleOfUser(db: Db, userId: number, fallback: Locale = DEFAULT_LOCALE): Promise<Locale> {
  return readerLocale(await findLocaleOfUser(db, userId), fallback);
}
