import { GREETING } from '../../mail/greeting';
import { apart, line, link, type MailWords, strong } from '../../mail/localized-mail';

export interface RefundFacts {
  name: string;
  /** Already formatted for the reader. */
  amount: string;
  invoice: string;
  order: number;
  reason: string;
  creditNote: string;
  url: string;
}

export const REFUND_WORDS: MailWords<RefundFacts> = {
  en: ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `Refund of ${amount}: credit note ${creditNote}`,
    body: [
      GREETING.en(name),
      '',
      line`We refunded ${strong(amount)} of invoice ${invoice} (order ${order}) to the payment method you paid with.`,
      line`Reason: ${reason}`,
      apart(
        line`Your credit note ${creditNote} is in your billing history: ${url}`,
        line`Your credit note ${creditNote} is in your ${link('billing history', url)}.`,
      ),
    ],
  }),
  de: ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `Erstattung von ${amount}: Gutschrift ${creditNote}`,
    body: [
      GREETING.de(name),
      '',
      line`wir haben ${strong(amount)} aus der Rechnung ${invoice} (Bestellung ${order}) auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben.`,
      line`Grund: ${reason}`,
      apart(
        line`Ihre Gutschrift ${creditNote} finden Sie in Ihrem Rechnungsverlauf: ${url}`,
        line`Ihre Gutschrift ${creditNote} finden Sie in Ihrem ${link('Rechnungsverlauf', url)}.`,
      ),
    ],
  }),
  fr: ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `Remboursement de ${amount} : avoir ${creditNote}`,
    body: [
      GREETING.fr(name),
      '',
      line`Nous vous avons remboursé ${strong(amount)} sur la facture ${invoice} (commande ${order}), sur le moyen de paiement que vous aviez utilisé.`,
      line`Motif : ${reason}`,
      apart(
        line`Votre avoir ${creditNote} se trouve dans votre historique de facturation : ${url}`,
        line`Votre avoir ${creditNote} se trouve dans votre ${link('historique de facturation', url)}.`,
      ),
    ],
  }),
  es: ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `Reembolso de ${amount}: nota de crédito ${creditNote}`,
    body: [
      GREETING.es(name),
      '',
      line`Te hemos reembolsado ${strong(amount)} de la factura ${invoice} (pedido ${order}) en el método de pago que usaste.`,
      line`Motivo: ${reason}`,
      apart(
        line`Tu nota de crédito ${creditNote} está en tu historial de facturación: ${url}`,
        line`Tu nota de crédito ${creditNote} está en tu ${link('historial de facturación', url)}.`,
      ),
    ],
  }),
  'pt-BR': ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `Reembolso de ${amount}: nota de crédito ${creditNote}`,
    body: [
      GREETING['pt-BR'](name),
      '',
      line`Reembolsamos ${strong(amount)} da fatura ${invoice} (pedido ${order}) no meio de pagamento que você usou.`,
      line`Motivo: ${reason}`,
      apart(
        line`Sua nota de crédito ${creditNote} está no seu histórico de cobranças: ${url}`,
        line`Sua nota de crédito ${creditNote} está no seu ${link('histórico de cobranças', url)}.`,
      ),
    ],
  }),
  ja: ({ name, amount, invoice, order, reason, creditNote, url }) => ({
    subject: `${amount}を返金しました（クレジットノート ${creditNote}）`,
    body: [
      GREETING.ja(name),
      '',
      line`請求書${invoice}（注文${order}）のうち${strong(amount)}を、お支払いに使われた方法に返金いたしました。`,
      line`理由：${reason}`,
      apart(
        line`クレジットノート${creditNote}は請求履歴でご確認いただけます：${url}`,
        line`クレジットノート${creditNote}は${link('請求履歴', url)}でご確認いただけます。`,
      ),
    ],
  }),
};
