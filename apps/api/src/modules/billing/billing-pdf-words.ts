import type { Locale } from '@stock/contracts';

/**
 * The words of the invoice and credit note PDFs in each language, around facts already formatted for the reader
 * (dates, amounts, the tax rate). English is what the PDFs have always said, word for word.
 */
export interface BillingPdfWords {
  seller: string;
  description: string;
  amount: string;
  number: (number: string) => string;
  date: (date: string) => string;
  order: (order: number) => string;
  tax: (rate: string) => string;
  invoice: {
    title: string;
    billedTo: string;
    subtotal: string;
    discounts: string;
    totalPaid: string;
    paidWith: (method: string, currency: string) => string;
  };
  creditNote: {
    title: string;
    creditedTo: string;
    credits: (invoice: string, date: string) => string;
    reason: string;
    refund: (description: string) => string;
    totalRefunded: string;
    refundedTo: (currency: string) => string;
  };
}

export const BILLING_PDF_WORDS: Record<Locale, BillingPdfWords> = {
  en: {
    seller: 'Seller',
    description: 'Description',
    amount: 'Amount',
    number: (number) => `Number: ${number}`,
    date: (date) => `Date: ${date}`,
    order: (order) => `Order: ${order}`,
    tax: (rate) => `Tax (${rate})`,
    invoice: {
      title: 'Invoice',
      billedTo: 'Billed to',
      subtotal: 'Subtotal',
      discounts: 'Discounts and credits',
      totalPaid: 'Total paid',
      paidWith: (method, currency) => `Paid with ${method}. Amounts in ${currency}.`,
    },
    creditNote: {
      title: 'Credit note',
      creditedTo: 'Credited to',
      credits: (invoice, date) => `Credits invoice: ${invoice} of ${date}`,
      reason: 'Reason',
      refund: (description) => `Refund: ${description}`,
      totalRefunded: 'Total refunded',
      refundedTo: (currency) => `Refunded to the payment method of the invoice. Amounts in ${currency}.`,
    },
  },
  de: {
    seller: 'Verkäufer',
    description: 'Beschreibung',
    amount: 'Betrag',
    number: (number) => `Nummer: ${number}`,
    date: (date) => `Datum: ${date}`,
    order: (order) => `Bestellung: ${order}`,
    tax: (rate) => `Umsatzsteuer (${rate})`,
    invoice: {
      title: 'Rechnung',
      billedTo: 'Rechnungsempfänger',
      subtotal: 'Zwischensumme',
      discounts: 'Rabatte und Guthaben',
      totalPaid: 'Bezahlter Gesamtbetrag',
      paidWith: (method, currency) => `Bezahlt mit ${method}. Beträge in ${currency}.`,
    },
    creditNote: {
      title: 'Gutschrift',
      creditedTo: 'Gutschrift für',
      credits: (invoice, date) => `Zur Rechnung: ${invoice} vom ${date}`,
      reason: 'Grund',
      refund: (description) => `Erstattung: ${description}`,
      totalRefunded: 'Erstatteter Gesamtbetrag',
      refundedTo: (currency) => `Erstattet auf das Zahlungsmittel der Rechnung. Beträge in ${currency}.`,
    },
  },
  fr: {
    seller: 'Vendeur',
    description: 'Description',
    amount: 'Montant',
    number: (number) => `Numéro : ${number}`,
    date: (date) => `Date : ${date}`,
    order: (order) => `Commande : ${order}`,
    tax: (rate) => `Taxe sur les ventes (${rate})`,
    invoice: {
      title: 'Facture',
      billedTo: 'Facturé à',
      subtotal: 'Sous-total',
      discounts: 'Remises et crédits',
      totalPaid: 'Total payé',
      paidWith: (method, currency) => `Payé avec ${method}. Montants en ${currency}.`,
    },
    creditNote: {
      title: 'Avoir',
      creditedTo: 'Bénéficiaire de l’avoir',
      credits: (invoice, date) => `Facture rectifiée : ${invoice} du ${date}`,
      reason: 'Motif',
      refund: (description) => `Remboursement : ${description}`,
      totalRefunded: 'Total remboursé',
      refundedTo: (currency) => `Remboursé sur le moyen de paiement de la facture. Montants en ${currency}.`,
    },
  },
  es: {
    seller: 'Vendedor',
    description: 'Descripción',
    amount: 'Importe',
    number: (number) => `Número: ${number}`,
    date: (date) => `Fecha: ${date}`,
    order: (order) => `Pedido: ${order}`,
    tax: (rate) => `Impuesto sobre las ventas (${rate})`,
    invoice: {
      title: 'Factura',
      billedTo: 'Facturado a',
      subtotal: 'Subtotal',
      discounts: 'Descuentos y créditos',
      totalPaid: 'Total pagado',
      paidWith: (method, currency) => `Pagado con ${method}. Importes en ${currency}.`,
    },
    creditNote: {
      title: 'Nota de crédito',
      creditedTo: 'Abonado a',
      credits: (invoice, date) => `Rectifica la factura: ${invoice} del ${date}`,
      reason: 'Motivo',
      refund: (description) => `Reembolso: ${description}`,
      totalRefunded: 'Total reembolsado',
      refundedTo: (currency) => `Reembolsado en el método de pago de la factura. Importes en ${currency}.`,
    },
  },
  'pt-BR': {
    seller: 'Vendedor',
    description: 'Descrição',
    amount: 'Valor',
    number: (number) => `Número: ${number}`,
    date: (date) => `Data: ${date}`,
    order: (order) => `Pedido: ${order}`,
    tax: (rate) => `Imposto sobre vendas (${rate})`,
    invoice: {
      title: 'Fatura',
      billedTo: 'Faturado para',
      subtotal: 'Subtotal',
      discounts: 'Descontos e créditos',
      totalPaid: 'Total pago',
      paidWith: (method, currency) => `Pago com ${method}. Valores em ${currency}.`,
    },
    creditNote: {
      title: 'Nota de crédito',
      creditedTo: 'Creditado a',
      credits: (invoice, date) => `Corrige a fatura: ${invoice} de ${date}`,
      reason: 'Motivo',
      refund: (description) => `Reembolso: ${description}`,
      totalRefunded: 'Total reembolsado',
      refundedTo: (currency) => `Reembolsado no meio de pagamento da fatura. Valores em ${currency}.`,
    },
  },
  ja: {
    seller: '販売者',
    description: '内容',
    amount: '金額',
    number: (number) => `番号：${number}`,
    date: (date) => `日付：${date}`,
    order: (order) => `注文：${order}`,
    tax: (rate) => `売上税（${rate}）`,
    invoice: {
      title: '請求書',
      billedTo: '請求先',
      subtotal: '小計',
      discounts: '割引・クレジット',
      totalPaid: 'お支払い済み合計',
      paidWith: (method, currency) => `お支払い方法：${method}。金額の通貨：${currency}。`,
    },
    creditNote: {
      title: 'クレジットノート',
      creditedTo: '返金先',
      credits: (invoice, date) => `対象の請求書：${invoice}（${date}発行）`,
      reason: '理由',
      refund: (description) => `返金：${description}`,
      totalRefunded: '返金合計',
      refundedTo: (currency) => `請求書のお支払い方法に返金しました。金額の通貨：${currency}。`,
    },
  },
};
