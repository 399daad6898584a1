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

export function painCreditTransfer(file: CreditTransferFile): string {
  const count = String(file.transfers.length);
  const sum = amount(file.transfers.reduce((total, transfer) => total + transfer.amountCents, 0));
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'Document');
  const initiation = doc.ele('CstmrCdtTrfInitn');
  const header = initiation.ele('GrpHdr');
  header.ele('MsgId').txt(text(file.messageId, 35));
  header.ele('CreDtTm').txt(file.createdAt.toISOString().slice(0, 19));
  header.ele('NbOfTxs').txt(count);
  header.ele('CtrlSum').txt(sum);
  header.ele('InitgPty').ele('Nm').txt(text(file.debtorName, 70));

  const payment = initiation.ele('PmtInf');
  payment.ele('PmtInfId').txt(text(`${file.messageId}-1`, 35));
  payment.ele('PmtMtd').txt('TRF');
  payment.ele('NbOfTxs').txt(count);
  payment.ele('CtrlSum').txt(sum);
  payment.ele('ReqdExctnDt').txt(file.executionDate);
  payment.ele('Dbtr').ele('Nm').txt(text(file.debtorName, 70));
  payment.ele('DbtrAcct').ele('Id').ele('IBAN').txt(file.debtorIban);
  payment.ele('DbtrAgt').ele('FinInstnId').ele('Othr').ele('Id').txt('NOTPROVIDED');
  for (const transfer of file.transfers) {
    const item = payment.ele('CdtTrfTxInf');
    item.ele('PmtId').ele('EndToEndId').txt(text(transfer.endToEndId, 35));
    item.ele('Amt').ele('InstdAmt', { Ccy: transfer.currency }).txt(amount(transfer.amountCents));
    if (transfer.bic) item.ele('CdtrAgt').ele('FinInstnId').ele('BIC').txt(transfer.bic);
    item.ele('Cdtr').ele('Nm').txt(text(transfer.creditorName, 70));
    item.ele('CdtrAcct').ele('Id').ele('IBAN').txt(transfer.iban);
    item.ele('RmtInf').ele('Ustrd').txt(text(transfer.remittance, 140));
  }
  return doc.end({ prettyPrint: true });
}
