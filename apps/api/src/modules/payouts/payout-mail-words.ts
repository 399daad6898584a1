import type { Locale } from '@stock/contracts';
import { line, type MailWords } from '../../mail/localized-mail';

export interface WithdrawalWords {
  brand: string;
  /** Already formatted for the reader. */
  amount: string;
  bankName: string;
  accountLast4: string;
}

type Requested = WithdrawalWords & { contact: string };
type Paid = WithdrawalWords & { reference: string | null };
type Failed = WithdrawalWords & { reason: string };

/** Where the money goes, as each language names an account. */
const DESTINATION: Record<Locale, (facts: WithdrawalWords) => string> = {
  en: ({ bankName, accountLast4 }) => `${bankName}, account •••• ${accountLast4}`,
  de: ({ bankName, accountLast4 }) => `${bankName}, Konto •••• ${accountLast4}`,
  fr: ({ bankName, accountLast4 }) => `${bankName}, compte •••• ${accountLast4}`,
  es: ({ bankName, accountLast4 }) => `${bankName}, cuenta •••• ${accountLast4}`,
  'pt-BR': ({ bankName, accountLast4 }) => `${bankName}, conta •••• ${accountLast4}`,
  ja: ({ bankName, accountLast4 }) => `${bankName}（口座 •••• ${accountLast4}）`,
};

export const REQUESTED_WORDS: MailWords<Requested> = {
  en: (facts) => ({
    subject: `${facts.brand}: withdrawal of ${facts.amount} requested`,
    body: [
      line`We received your request to withdraw ${facts.amount} to ${DESTINATION.en(facts)}.`,
      line`The amount is set aside from your balance and is usually paid within 5 business days.`,
      line`If you did not ask for this, write to ${facts.contact} at once.`,
    ],
  }),
  de: (facts) => ({
    subject: `${facts.brand}: Auszahlung von ${facts.amount} beantragt`,
    body: [
      line`Wir haben Ihren Antrag erhalten, ${facts.amount} auf ${DESTINATION.de(facts)} auszuzahlen.`,
      line`Der Betrag wird von Ihrem Guthaben zurückgelegt und in der Regel innerhalb von 5 Werktagen ausgezahlt.`,
      line`Wenn Sie die Auszahlung nicht beantragt haben, schreiben Sie bitte sofort an ${facts.contact}.`,
    ],
  }),
  fr: (facts) => ({
    subject: `${facts.brand} : retrait de ${facts.amount} demandé`,
    body: [
      line`Nous avons bien reçu votre demande de retrait de ${facts.amount} vers ${DESTINATION.fr(facts)}.`,
      line`Le montant est mis de côté sur votre solde et il est généralement versé sous 5 jours ouvrés.`,
      line`Si vous n’êtes pas à l’origine de cette demande, écrivez immédiatement à ${facts.contact}.`,
    ],
  }),
  es: (facts) => ({
    subject: `${facts.brand}: retirada de ${facts.amount} solicitada`,
    body: [
      line`Hemos recibido tu solicitud para retirar ${facts.amount} a ${DESTINATION.es(facts)}.`,
      line`El importe se reserva de tu saldo y normalmente se paga en un plazo de 5 días hábiles.`,
      line`Si no lo has solicitado tú, escribe de inmediato a ${facts.contact}.`,
    ],
  }),
  'pt-BR': (facts) => ({
    subject: `${facts.brand}: saque de ${facts.amount} solicitado`,
    body: [
      line`Recebemos sua solicitação de saque de ${facts.amount} para ${DESTINATION['pt-BR'](facts)}.`,
      line`O valor fica reservado do seu saldo e normalmente é pago em até 5 dias úteis.`,
      line`Se não foi você que pediu, escreva imediatamente para ${facts.contact}.`,
    ],
  }),
  ja: (facts) => ({
    subject: `${facts.brand}：${facts.amount}の出金申請を受け付けました`,
    body: [
      line`${DESTINATION.ja(facts)}への${facts.amount}の出金申請を受け付けました。`,
      line`この金額は残高から確保され、通常5営業日以内にお支払いします。`,
      line`この申請に心当たりがない場合は、すぐに${facts.contact}までご連絡ください。`,
    ],
  }),
};

export const PAID_WORDS: MailWords<Paid> = {
  en: (facts) => ({
    subject: `${facts.brand}: ${facts.amount} is on its way`,
    body: [
      line`We paid your withdrawal of ${facts.amount} to ${DESTINATION.en(facts)}.`,
      ...(facts.reference ? [line`Transfer reference: ${facts.reference}.`] : []),
      line`Depending on your bank it may take a few days to show.`,
    ],
  }),
  de: (facts) => ({
    subject: `${facts.brand}: ${facts.amount} sind unterwegs`,
    body: [
      line`Wir haben Ihre Auszahlung von ${facts.amount} auf ${DESTINATION.de(facts)} überwiesen.`,
      ...(facts.reference ? [line`Referenz der Überweisung: ${facts.reference}.`] : []),
      line`Je nach Bank kann es einige Tage dauern, bis der Betrag auf Ihrem Konto erscheint.`,
    ],
  }),
  fr: (facts) => ({
    subject: `${facts.brand} : votre virement de ${facts.amount} est en route`,
    body: [
      line`Nous avons versé votre retrait de ${facts.amount} sur ${DESTINATION.fr(facts)}.`,
      ...(facts.reference ? [line`Référence du virement : ${facts.reference}.`] : []),
      line`Selon votre banque, il peut falloir quelques jours avant qu’il apparaisse sur votre compte.`,
    ],
  }),
  es: (facts) => ({
    subject: `${facts.brand}: tus ${facts.amount} están en camino`,
    body: [
      line`Hemos pagado tu retirada de ${facts.amount} a ${DESTINATION.es(facts)}.`,
      ...(facts.reference ? [line`Referencia de la transferencia: ${facts.reference}.`] : []),
      line`Según tu banco, puede tardar unos días en aparecer.`,
    ],
  }),
  'pt-BR': (facts) => ({
    subject: `${facts.brand}: ${facts.amount} a caminho`,
    body: [
      line`Pagamos seu saque de ${facts.amount} para ${DESTINATION['pt-BR'](facts)}.`,
      ...(facts.reference ? [line`Referência da transferência: ${facts.reference}.`] : []),
      line`Dependendo do seu banco, pode levar alguns dias para aparecer.`,
    ],
  }),
  ja: (facts) => ({
    subject: `${facts.brand}：${facts.amount}を送金しました`,
    body: [
      line`${DESTINATION.ja(facts)}へ、出金額${facts.amount}を送金しました。`,
      ...(facts.reference ? [line`振込の参照番号：${facts.reference}`] : []),
      line`銀行によっては、反映まで数日かかる場合があります。`,
    ],
  }),
};

export const FAILED_WORDS: MailWords<Failed> = {
  en: (facts) => ({
    subject: `${facts.brand}: your withdrawal of ${facts.amount} could not be paid`,
    body: [
      line`We could not pay your withdrawal of ${facts.amount} to ${DESTINATION.en(facts)}.`,
      line`Reason: ${facts.reason}`,
      line`The amount is back in your available balance. Check your bank details and withdraw again.`,
    ],
  }),
  de: (facts) => ({
    subject: `${facts.brand}: Ihre Auszahlung von ${facts.amount} konnte nicht ausgeführt werden`,
    body: [
      line`Wir konnten Ihre Auszahlung von ${facts.amount} auf ${DESTINATION.de(facts)} nicht ausführen.`,
      line`Grund: ${facts.reason}`,
      line`Der Betrag ist wieder in Ihrem verfügbaren Guthaben. Bitte prüfen Sie Ihre Bankverbindung und beantragen Sie die Auszahlung erneut.`,
    ],
  }),
  fr: (facts) => ({
    subject: `${facts.brand} : votre retrait de ${facts.amount} n’a pas pu être versé`,
    body: [
      line`Nous n’avons pas pu verser votre retrait de ${facts.amount} sur ${DESTINATION.fr(facts)}.`,
      line`Motif : ${facts.reason}`,
      line`Le montant est de nouveau disponible sur votre solde. Vérifiez vos coordonnées bancaires et refaites une demande de retrait.`,
    ],
  }),
  es: (facts) => ({
    subject: `${facts.brand}: no se ha podido pagar tu retirada de ${facts.amount}`,
    body: [
      line`No hemos podido pagar tu retirada de ${facts.amount} a ${DESTINATION.es(facts)}.`,
      line`Motivo: ${facts.reason}`,
      line`El importe vuelve a estar en tu saldo disponible. Revisa tus datos bancarios y solicita la retirada de nuevo.`,
    ],
  }),
  'pt-BR': (facts) => ({
    subject: `${facts.brand}: não foi possível pagar seu saque de ${facts.amount}`,
    body: [
      line`Não conseguimos pagar seu saque de ${facts.amount} para ${DESTINATION['pt-BR'](facts)}.`,
      line`Motivo: ${facts.reason}`,
      line`O valor voltou para o seu saldo disponível. Confira seus dados bancários e solicite o saque novamente.`,
    ],
  }),
  ja: (facts) => ({
    subject: `${facts.brand}：${facts.amount}の出金をお支払いできませんでした`,
    body: [
      line`${DESTINATION.ja(facts)}への${facts.amount}の出金をお支払いできませんでした。`,
      line`理由：${facts.reason}`,
      line`金額は利用可能な残高に戻っています。口座情報をご確認のうえ、もう一度出金を申請してください。`,
    ],
  }),
};
