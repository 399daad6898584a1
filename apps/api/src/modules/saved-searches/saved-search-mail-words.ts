import type { Locale } from '@stock/contracts';
import { escapeHtml } from '../../http/escape-html';
import { apart, block, type LocalMail, line, link, list, type MailWords, type Piece } from '../../mail/localized-mail';
import { mailNumber } from '../../mail/mail-format';

export interface DigestFacts {
  sections: { name: string; url: string; files: { title: string; url: string }[] }[];
  savedSearchesUrl: string;
}

/** One language's wording of the digest. */
interface Wording {
  subjectOne: (name: string) => string;
  subjectMany: (count: string) => string;
  intro: string;
  /** How many files are new for one search; `one` and `other` as Intl.PluralRules names them. */
  newFiles: { one: (n: string) => string; other: (n: string) => string };
  seeAll: string;
  turnOff: (url: string) => Piece;
}

const digest =
  (locale: Locale, wording: Wording) =>
  ({ sections, savedSearchesUrl }: DigestFacts): LocalMail => {
    const count = (n: number) =>
      (new Intl.PluralRules(locale).select(n) === 'one' ? wording.newFiles.one : wording.newFiles.other)(mailNumber(n, locale));
    const section = (s: DigestFacts['sections'][number]): Piece => {
      const files = list(s.files.map((file) => link(file.title, file.url)));
      const seeAll = link(wording.seeAll, s.url);
      return block(
        [`${s.name}: ${count(s.files.length)}`, files.text, seeAll.text].join('\n'),
        `<h3>${escapeHtml(s.name)}</h3>${files.html}<p>${seeAll.html}</p>`,
      );
    };
    const first = sections[0];
    return {
      subject: sections.length === 1 && first ? wording.subjectOne(first.name) : wording.subjectMany(mailNumber(sections.length, locale)),
      body: [line`${wording.intro}`, ...sections.flatMap((s) => ['' as const, section(s)]), '', wording.turnOff(savedSearchesUrl)],
    };
  };

/** One e-mail listing what is new for each of a buyer's saved searches. */
export const DIGEST_WORDS: MailWords<DigestFacts> = {
  en: digest('en', {
    subjectOne: (name) => `New files for "${name}"`,
    subjectMany: (count) => `New files for ${count} of your saved searches`,
    intro: 'New files match your saved searches:',
    newFiles: { one: (n) => `${n} new`, other: (n) => `${n} new` },
    seeAll: 'See all',
    turnOff: (url) =>
      apart(
        line`Turn these e-mails off on your saved searches page: ${url}`,
        line`${link('Turn these e-mails off', url)} on your saved searches page.`,
      ),
  }),
  de: digest('de', {
    subjectOne: (name) => `Neue Dateien für „${name}“`,
    subjectMany: (count) => `Neue Dateien für ${count} Ihrer gespeicherten Suchen`,
    intro: 'Zu Ihren gespeicherten Suchen gibt es neue Dateien:',
    newFiles: { one: (n) => `${n} neue Datei`, other: (n) => `${n} neue Dateien` },
    seeAll: 'Alle ansehen',
    turnOff: (url) =>
      apart(
        line`Sie können diese E-Mails auf der Seite Ihrer gespeicherten Suchen abbestellen: ${url}`,
        line`Sie können diese E-Mails auf der Seite ${link('Gespeicherte Suchen', url)} abbestellen.`,
      ),
  }),
  fr: digest('fr', {
    subjectOne: (name) => `Nouveaux fichiers pour « ${name} »`,
    subjectMany: (count) => `Nouveaux fichiers pour ${count} de vos recherches enregistrées`,
    intro: 'De nouveaux fichiers correspondent à vos recherches enregistrées :',
    newFiles: { one: (n) => `${n} nouveau`, other: (n) => `${n} nouveaux` },
    seeAll: 'Tout voir',
    turnOff: (url) =>
      apart(
        line`Désactivez ces e-mails sur la page de vos recherches enregistrées : ${url}`,
        line`${link('Désactivez ces e-mails', url)} sur la page de vos recherches enregistrées.`,
      ),
  }),
  es: digest('es', {
    subjectOne: (name) => `Archivos nuevos para «${name}»`,
    subjectMany: (count) => `Archivos nuevos para ${count} de tus búsquedas guardadas`,
    intro: 'Hay archivos nuevos para tus búsquedas guardadas:',
    newFiles: { one: (n) => `${n} nuevo`, other: (n) => `${n} nuevos` },
    seeAll: 'Ver todos',
    turnOff: (url) =>
      apart(
        line`Desactiva estos correos en la página de tus búsquedas guardadas: ${url}`,
        line`${link('Desactiva estos correos', url)} en la página de tus búsquedas guardadas.`,
      ),
  }),
  'pt-BR': digest('pt-BR', {
    subjectOne: (name) => `Novos arquivos para “${name}”`,
    subjectMany: (count) => `Novos arquivos para ${count} das suas buscas salvas`,
    intro: 'Há novos arquivos para as suas buscas salvas:',
    newFiles: { one: (n) => `${n} novo`, other: (n) => `${n} novos` },
    seeAll: 'Ver todos',
    turnOff: (url) =>
      apart(
        line`Desative estes e-mails na página das suas buscas salvas: ${url}`,
        line`${link('Desative estes e-mails', url)} na página das suas buscas salvas.`,
      ),
  }),
  ja: digest('ja', {
    subjectOne: (name) => `「${name}」の新着ファイル`,
    subjectMany: (count) => `保存した検索${count}件の新着ファイル`,
    intro: '保存した検索に一致する新しいファイルがあります：',
    newFiles: { one: (n) => `新着${n}件`, other: (n) => `新着${n}件` },
    seeAll: 'すべて見る',
    turnOff: (url) =>
      apart(
        line`このメールの配信は、保存した検索のページで停止できます：${url}`,
        line`このメールの配信は、${link('保存した検索のページ', url)}で停止できます。`,
      ),
  }),
};
