import { type LocalMail, line, type MailWords, type Piece } from '../../mail/localized-mail';

export type BankDetailsAction = 'added' | 'edited' | 'verified';

export interface BankDetailsFacts {
  action: BankDetailsAction;
  brand: string;
  bankName: string;
  accountMasked: string;
  contact: string;
}

/** One language's wording: the subject and the opening sentence for each change, then what every notice says. */
interface Wording {
  subject: Record<BankDetailsAction, string>;
  changed: Record<BankDetailsAction, (facts: BankDetailsFacts) => Piece>;
  paidHere: string;
  notYou: (contact: string) => Piece;
}

const notice =
  (wording: Wording) =>
  (facts: BankDetailsFacts): LocalMail => ({
    subject: `${facts.brand}: ${wording.subject[facts.action]}`,
    body: [wording.changed[facts.action](facts), '', line`${wording.paidHere}`, wording.notYou(facts.contact)],
  });

const en = (verb: string) => (f: BankDetailsFacts) =>
  line`Bank details (${f.bankName}, account ${f.accountMasked}) ${verb} your ${f.brand} contributor account.`;

/** Each language's notice of a change to the account earnings are paid to. */
export const BANK_DETAILS_WORDS: MailWords<BankDetailsFacts> = {
  en: notice({
    subject: { added: 'Bank details added', edited: 'Bank details changed', verified: 'Bank details confirmed' },
    changed: { added: en('were added to'), edited: en('were changed on'), verified: en('were confirmed on') },
    paidHere: 'Your earnings are paid to this account.',
    notYou: (contact) => line`If this was not you, change your password at once and write to ${contact}.`,
  }),
  de: notice({
    subject: { added: 'Bankverbindung hinzugefügt', edited: 'Bankverbindung geändert', verified: 'Bankverbindung bestätigt' },
    changed: {
      added: (f) => line`Zu Ihrem ${f.brand}-Urheberkonto wurde eine Bankverbindung hinzugefügt (${f.bankName}, Konto ${f.accountMasked}).`,
      edited: (f) => line`Die Bankverbindung Ihres ${f.brand}-Urheberkontos wurde geändert (${f.bankName}, Konto ${f.accountMasked}).`,
      verified: (f) => line`Die Bankverbindung Ihres ${f.brand}-Urheberkontos wurde bestätigt (${f.bankName}, Konto ${f.accountMasked}).`,
    },
    paidHere: 'Ihre Einnahmen werden auf dieses Konto ausgezahlt.',
    notYou: (contact) => line`Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und schreiben Sie an ${contact}.`,
  }),
  fr: notice({
    subject: {
      added: 'Coordonnées bancaires ajoutées',
      edited: 'Coordonnées bancaires modifiées',
      verified: 'Coordonnées bancaires confirmées',
    },
    changed: {
      added: (f) =>
        line`Des coordonnées bancaires (${f.bankName}, compte ${f.accountMasked}) ont été ajoutées à votre compte contributeur ${f.brand}.`,
      edited: (f) =>
        line`Les coordonnées bancaires de votre compte contributeur ${f.brand} ont été modifiées (${f.bankName}, compte ${f.accountMasked}).`,
      verified: (f) =>
        line`Les coordonnées bancaires de votre compte contributeur ${f.brand} ont été confirmées (${f.bankName}, compte ${f.accountMasked}).`,
    },
    paidHere: 'Vos revenus sont versés sur ce compte.',
    notYou: (contact) =>
      line`Si vous n’êtes pas à l’origine de ce changement, changez immédiatement votre mot de passe et écrivez à ${contact}.`,
  }),
  es: notice({
    subject: { added: 'Datos bancarios añadidos', edited: 'Datos bancarios modificados', verified: 'Datos bancarios confirmados' },
    changed: {
      added: (f) =>
        line`Se han añadido datos bancarios (${f.bankName}, cuenta ${f.accountMasked}) a tu cuenta de colaborador de ${f.brand}.`,
      edited: (f) =>
        line`Se han modificado los datos bancarios de tu cuenta de colaborador de ${f.brand} (${f.bankName}, cuenta ${f.accountMasked}).`,
      verified: (f) =>
        line`Se han confirmado los datos bancarios de tu cuenta de colaborador de ${f.brand} (${f.bankName}, cuenta ${f.accountMasked}).`,
    },
    paidHere: 'Tus ganancias se pagan en esta cuenta.',
    notYou: (contact) => line`Si no has sido tú, cambia tu contraseña de inmediato y escribe a ${contact}.`,
  }),
  'pt-BR': notice({
    subject: { added: 'Dados bancários adicionados', edited: 'Dados bancários alterados', verified: 'Dados bancários confirmados' },
    changed: {
      added: (f) =>
        line`Dados bancários (${f.bankName}, conta ${f.accountMasked}) foram adicionados à sua conta de colaborador do ${f.brand}.`,
      edited: (f) =>
        line`Os dados bancários da sua conta de colaborador do ${f.brand} foram alterados (${f.bankName}, conta ${f.accountMasked}).`,
      verified: (f) =>
        line`Os dados bancários da sua conta de colaborador do ${f.brand} foram confirmados (${f.bankName}, conta ${f.accountMasked}).`,
    },
    paidHere: 'Seus ganhos são pagos nesta conta.',
    notYou: (contact) => line`Se não foi você, troque sua senha imediatamente e escreva para ${contact}.`,
  }),
  ja: notice({
    subject: { added: '口座情報が登録されました', edited: '口座情報が変更されました', verified: '口座情報が確認されました' },
    changed: {
      added: (f) => line`${f.brand}のコントリビューターアカウントに口座情報（${f.bankName}、口座 ${f.accountMasked}）が登録されました。`,
      edited: (f) => line`${f.brand}のコントリビューターアカウントの口座情報（${f.bankName}、口座 ${f.accountMasked}）が変更されました。`,
      verified: (f) => line`${f.brand}のコントリビューターアカウントの口座情報（${f.bankName}、口座 ${f.accountMasked}）が確認されました。`,
    },
    paidHere: '収益はこの口座にお支払いします。',
    notYou: (contact) => line`お心当たりがない場合は、すぐにパスワードを変更し、${contact}までご連絡ください。`,
  }),
};
