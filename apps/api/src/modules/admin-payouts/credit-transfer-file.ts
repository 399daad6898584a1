import { create } from 'xmlbuilder2';

/** ISO 20022 customer credit transfer initiation (pain.001.001.03), the file a bank takes for a batch of transfers. */

export interface CreditTransfer {
  endToEndId: string;
  amountCents: number;
  currency: string;
  creditorName: string;
  iban: string;
  bic: string | null;
  remittance: string;
}

export interface CreditTransferFile {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  transfers: CreditTransfer[];
}

const amount = (cents: number) => (cents / 100).toFixed(2);
// Names and references are limited in length by the scheme; the text itself is escaped by the XML writer.
const text = (value: string, max: number) => value.replace(/\p{Cc}/gu, ' ').slice(0, max);

/**
 * SEPA credit transfers are euro transfers: only a payment in EUR carries the SEPA service level (and the SEPA charge
 * bearer, SLEV). A payment in any other currency (the marketplace's balances are in USD) is an ordinary ISO 20022 credit
 * transfer the bank sends abroad, charges shared (SHAR), and never claims to be SEPA. One payment block per currency,
 * each with its own count and control sum, as banks check them per block.
 */
export function painCreditTransfer(file: CreditTransferFile): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'Document');
  const initiation = doc.ele('CstmrCdtTrfInitn');
  const header = initiation.ele('GrpHdr');
  header.ele('MsgId').txt(text(file.messageId, 35));
  header.ele('CreDtTm').txt(file.createdAt.toISOString().slice(0, 19));
  header.ele('NbOfTxs').txt(String(file.transfers.length));
  header.ele('CtrlSum').txt(controlSum(file.transfers));
  header.ele('InitgPty').ele('Nm').txt(text(file.debtorName, 70));

  const currencies = [...new Set(file.transfers.map((transfer) => transfer.currency))];
  currencies.forEach((currency, index) => {
    const transfers = file.transfers.filter((transfer) => transfer.currency === currency);
    const sepa = currency === SEPA_CURRENCY;
    const payment = initiation.ele('PmtInf');
    payment.ele('PmtInfId').txt(text(`${file.messageId}-${index + 1}`, 35));
    payment.ele('PmtMtd').txt('TRF');
    payment.ele('NbOfTxs').txt(String(transfers.length));
    payment.ele('CtrlSum').txt(controlSum(transfers));
    if (sepa) payment.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
    payment.ele('ReqdExctnDt').txt(file.executionDate);
    payment.ele('Dbtr').ele('Nm').txt(text(file.debtorName, 70));
    payment.ele('DbtrAcct').ele('Id').ele('IBAN').txt(file.debtorIban);
    payment.ele('DbtrAgt').ele('FinInstnId').ele('Othr').ele('Id').txt('NOTPROVIDED');
    payment.ele('ChrgBr').txt(sepa ? 'SLEV' : 'SHAR');
    for (const transfer of transfers) {
      const item = payment.ele('CdtTrfTxInf');
      item.ele('PmtId').ele('EndToEndId').txt(text(transfer.endToEndId, 35));
      item.ele('Amt').ele('InstdAmt', { Ccy: transfer.currency }).txt(amount(transfer.amountCents));
      if (transfer.bic) item.ele('CdtrAgt').ele('FinInstnId').ele('BIC').txt(transfer.bic);
      item.ele('Cdtr').ele('Nm').txt(text(transfer.creditorName, 70));
      item.ele('CdtrAcct').ele('Id').ele('IBAN').txt(transfer.iban);
      item.ele('RmtInf').ele('Ustrd').txt(text(transfer.remittance, 140));
    }
  });
  return doc.end({ prettyPrint: true });
}

/** The only currency of SEPA credit transfers. */
export const SEPA_CURRENCY = 'EUR';

const controlSum = (transfers: CreditTransfer[]) => amount(transfers.reduce((total, transfer) => total + transfer.amountCents, 0));
