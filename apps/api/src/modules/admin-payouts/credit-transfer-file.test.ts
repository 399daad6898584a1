import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { type CreditTransfer, painCreditTransfer } from './credit-transfer-file';

const transfer = (id: string, amountCents: number, currency: string): CreditTransfer => ({
  endToEndId: id,
  amountCents,
  currency,
  creditorName: `Payee ${id}`,
  iban: 'DE89370400440532013000',
  bic: null,
  remittance: `Payout ${id}`,
});

describe('painCreditTransfer', () => {
  it('marks only the euro payments as SEPA, in their own block with their own count and control sum', () => {
    const xml = painCreditTransfer({
      messageId: 'PAYOUT-1',
      createdAt: new Date('2026-11-24T10:00:00Z'),
      executionDate: '2026-11-24',
      debtorName: 'Lumora',
      debtorIban: 'DE02120300000000202051',
      transfers: [transfer('W1', 12_050, 'USD'), transfer('W2', 1_000, 'EUR'), transfer('W3', 7_500, 'USD')],
    });
    const root = create(xml).root().node as unknown as Element;
    const all = (scope: Element, tag: string) => Array.from(scope.getElementsByTagName(tag));
    const first = (scope: Element, tag: string) => all(scope, tag)[0]?.textContent ?? null;
    expect(first(all(root, 'GrpHdr')[0] as Element, 'NbOfTxs')).toBe('3');
    expect(first(all(root, 'GrpHdr')[0] as Element, 'CtrlSum')).toBe('205.50');
    const blocks = all(root, 'PmtInf').map((block) => ({
      count: first(block, 'NbOfTxs'),
      sum: first(block, 'CtrlSum'),
      serviceLevel: first(block, 'SvcLvl'),
      charges: first(block, 'ChrgBr'),
      currencies: all(block, 'InstdAmt').map((amount) => amount.getAttribute('Ccy')),
      ids: all(block, 'EndToEndId').map((id) => id.textContent),
    }));
    expect(blocks).toEqual([
      { count: '2', sum: '195.50', serviceLevel: null, charges: 'SHAR', currencies: ['USD', 'USD'], ids: ['W1', 'W3'] },
      { count: '1', sum: '10.00', serviceLevel: 'SEPA', charges: 'SLEV', currencies: ['EUR'], ids: ['W2'] },
    ]);
  });
});
