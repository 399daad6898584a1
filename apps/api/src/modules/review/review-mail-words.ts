import { type Locale, REJECTION_REASON_LABELS, type RejectionReason } from '@stock/contracts';
import { GREETING } from '../../mail/greeting';
import { apart, line, link, list, type MailWords, quoted } from '../../mail/localized-mail';

export interface ApprovedFacts {
  name: string;
  title: string;
  brand: string;
  url: string;
}

export interface RejectedFacts {
  name: string;
  title: string;
  url: string;
  reasons: RejectionReason[];
  note: string;
}

const REASONS: Record<Locale, Record<RejectionReason, string>> = {
  en: REJECTION_REASON_LABELS,
  de: {
    focus: 'Schärfe',
    noise: 'Bildrauschen',
    exposure: 'Belichtung',
    trademark_or_logo: 'Marke oder Logo',
    missing_release: 'Fehlende Freigabeerklärung',
    similar_content: 'Ähnliche Inhalte',
    metadata: 'Metadaten',
    other: 'Sonstiges',
  },
  fr: {
    focus: 'Netteté',
    noise: 'Bruit',
    exposure: 'Exposition',
    trademark_or_logo: 'Marque ou logo',
    missing_release: 'Autorisation manquante',
    similar_content: 'Contenu similaire',
    metadata: 'Métadonnées',
    other: 'Autre',
  },
  es: {
    focus: 'Enfoque',
    noise: 'Ruido',
    exposure: 'Exposición',
    trademark_or_logo: 'Marca comercial o logotipo',
    missing_release: 'Falta la autorización',
    similar_content: 'Contenido similar',
    metadata: 'Metadatos',
    other: 'Otro',
  },
  'pt-BR': {
    focus: 'Foco',
    noise: 'Ruído',
    exposure: 'Exposição',
    trademark_or_logo: 'Marca registrada ou logotipo',
    missing_release: 'Autorização ausente',
    similar_content: 'Conteúdo semelhante',
    metadata: 'Metadados',
    other: 'Outro',
  },
  ja: {
    focus: 'ピント',
    noise: 'ノイズ',
    exposure: '露出',
    trademark_or_logo: '商標またはロゴ',
    missing_release: '権利許諾書（リリース）の不足',
    similar_content: '類似コンテンツ',
    metadata: 'メタデータ',
    other: 'その他',
  },
};

/** The reasons in the text part as one sentence, in the HTML part as a list. */
const reasonsOf = (locale: Locale, reasons: RejectionReason[], sentence: (joined: string) => string, separator = ', ') => {
  const labels = reasons.map((reason) => REASONS[locale][reason]);
  return apart(line`${sentence(labels.join(separator))}`, list(labels.map((label) => line`${label}`)));
};

export const APPROVED_WORDS: MailWords<ApprovedFacts> = {
  en: ({ name, title, brand, url }) => ({
    subject: `Approved: ${title}`,
    body: [
      GREETING.en(name),
      '',
      line`Good news: ${quoted(title, ['"', '"'])} passed review and is now on sale on ${brand}.`,
      link('See it as buyers do', url),
    ],
  }),
  de: ({ name, title, brand, url }) => ({
    subject: `Freigegeben: ${title}`,
    body: [
      GREETING.de(name),
      '',
      line`gute Nachricht: ${quoted(title, ['„', '“'])} hat die Prüfung bestanden und ist ab sofort auf ${brand} erhältlich.`,
      link('So sehen Käufer Ihre Datei', url),
    ],
  }),
  fr: ({ name, title, brand, url }) => ({
    subject: `Approuvé : ${title}`,
    body: [
      GREETING.fr(name),
      '',
      line`Bonne nouvelle : votre fichier ${quoted(title, ['« ', ' »'])} a été approuvé et il est désormais en vente sur ${brand}.`,
      link('Le voir comme les acheteurs', url),
    ],
  }),
  es: ({ name, title, brand, url }) => ({
    subject: `Aprobado: ${title}`,
    body: [
      GREETING.es(name),
      '',
      line`Buenas noticias: tu archivo ${quoted(title, ['«', '»'])} ha superado la revisión y ya está a la venta en ${brand}.`,
      link('Velo como lo ven los compradores', url),
    ],
  }),
  'pt-BR': ({ name, title, brand, url }) => ({
    subject: `Aprovado: ${title}`,
    body: [
      GREETING['pt-BR'](name),
      '',
      line`Boa notícia: seu arquivo ${quoted(title, ['“', '”'])} passou pela revisão e já está à venda no ${brand}.`,
      link('Veja como os compradores o veem', url),
    ],
  }),
  ja: ({ name, title, brand, url }) => ({
    subject: `承認されました：${title}`,
    body: [
      GREETING.ja(name),
      '',
      line`${quoted(title, ['「', '」'])}が審査を通過し、${brand}で販売が始まりました。`,
      link('購入者に表示されるページを見る', url),
    ],
  }),
};

export const REJECTED_WORDS: MailWords<RejectedFacts> = {
  en: ({ name, title, url, reasons, note }) => ({
    subject: `Not accepted: ${title}`,
    body: [
      GREETING.en(name),
      '',
      line`${quoted(title, ['"', '"'])} was not accepted this time.`,
      reasonsOf('en', reasons, (joined) => `Reasons: ${joined}.`),
      ...(note ? (['', line`Note from the reviewer: ${note}`] as const) : []),
      '',
      link('Fix it and submit it again', url, 'You can fix it and submit it again'),
    ],
  }),
  de: ({ name, title, url, reasons, note }) => ({
    subject: `Nicht angenommen: ${title}`,
    body: [
      GREETING.de(name),
      '',
      line`${quoted(title, ['„', '“'])} wurde dieses Mal leider nicht angenommen.`,
      reasonsOf('de', reasons, (joined) => `Gründe: ${joined}.`),
      ...(note ? (['', line`Anmerkung aus der Prüfung: ${note}`] as const) : []),
      '',
      link('Korrigieren und erneut einreichen', url, 'Sie können die Datei korrigieren und erneut einreichen'),
    ],
  }),
  fr: ({ name, title, url, reasons, note }) => ({
    subject: `Non accepté : ${title}`,
    body: [
      GREETING.fr(name),
      '',
      line`Votre fichier ${quoted(title, ['« ', ' »'])} n’a pas été accepté cette fois-ci.`,
      reasonsOf('fr', reasons, (joined) => `Motifs : ${joined}.`),
      ...(note ? (['', line`Remarque de la vérification : ${note}`] as const) : []),
      '',
      link('Le corriger et le soumettre à nouveau', url, 'Vous pouvez le corriger et le soumettre à nouveau'),
    ],
  }),
  es: ({ name, title, url, reasons, note }) => ({
    subject: `No aceptado: ${title}`,
    body: [
      GREETING.es(name),
      '',
      line`Tu archivo ${quoted(title, ['«', '»'])} no se ha aceptado esta vez.`,
      reasonsOf('es', reasons, (joined) => `Motivos: ${joined}.`),
      ...(note ? (['', line`Nota de la revisión: ${note}`] as const) : []),
      '',
      link('Corrígelo y vuelve a enviarlo', url, 'Puedes corregirlo y volver a enviarlo'),
    ],
  }),
  'pt-BR': ({ name, title, url, reasons, note }) => ({
    subject: `Não aceito: ${title}`,
    body: [
      GREETING['pt-BR'](name),
      '',
      line`Seu arquivo ${quoted(title, ['“', '”'])} não foi aceito desta vez.`,
      reasonsOf('pt-BR', reasons, (joined) => `Motivos: ${joined}.`),
      ...(note ? (['', line`Observação da revisão: ${note}`] as const) : []),
      '',
      link('Corrija e envie de novo', url, 'Você pode corrigi-lo e enviá-lo de novo'),
    ],
  }),
  ja: ({ name, title, url, reasons, note }) => ({
    subject: `承認されませんでした：${title}`,
    body: [
      GREETING.ja(name),
      '',
      line`${quoted(title, ['「', '」'])}は今回は承認されませんでした。`,
      reasonsOf('ja', reasons, (joined) => `理由：${joined}。`, '、'),
      ...(note ? (['', line`審査担当者からのコメント：${note}`] as const) : []),
      '',
      link('修正して再提出する', url, '修正のうえ、こちらから再提出できます'),
    ],
  }),
};
