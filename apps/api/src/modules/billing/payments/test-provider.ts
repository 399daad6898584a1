import { randomBytes } from 'node:crypto';
import { passesLuhn, TEST_CARDS } from '@stock/contracts/values';
import { stateWord } from '../../../http/messages/state-words';
import type { ChargeOutcome, PaymentProvider, PaymentRequest, RefundRequest, SavedMethodRef, StartedPayment } from './payment-provider';

export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TestCardOutcome =
  | { ok: true; method: { providerMethodId: string; brand: string; last4: string } }
  | { ok: false; message: string; field: 'card_number' | 'exp_month' | 'cvc' | null };

type TestCardRow = (typeof TEST_CARDS)[number];
/** The notice names each card in a slot of its own, so that each language words what it does: a card more fails here. */
const [succeeding, declined, insufficient]: readonly [TestCardRow, TestCardRow, TestCardRow] = TEST_CARDS;

export const TEST_MODE_NOTICE = `Test mode: no real money moves. Use ${succeeding.number} (${stateWord('test-card-outcome', succeeding.outcome)}), ${declined.number} (${stateWord('test-card-outcome', declined.outcome)}), ${insufficient.number} (${stateWord('test-card-outcome', insufficient.outcome)}), any future expiry date and any CVC.`;

/** The behaviour of each test card, by its last four digits (what a saved method keeps). */
const BEHAVIOUR_BY_LAST4: Record<string, string | null> = {
  '4242': null,
  '0002': 'Your card was declined. Try another card.',
  '9995': 'Your card has insufficient funds. Try another card.',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The built-in provider, the default: it takes the well-known sandbox cards and moves no money, so the whole purchase
 * works on a fresh machine without an account anywhere.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  readonly publishableKey = null;
  readonly notice = TEST_MODE_NOTICE;

  async startPayment(_request: PaymentRequest): Promise<StartedPayment> {
    return { providerPaymentId: newId('test_pi'), redirectUrl: null };
  }

  /** The card form's step: decides the payment as a sandbox would, and on success gives a method to save. */
  payWithCard(card: TestCard, now: Date = new Date()): TestCardOutcome {
    const digits = card.cardNumber.replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
      return { ok: false, message: 'The card number is not valid.', field: 'card_number' };
    }
    const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
    if (endOfExpiryMonth <= now.getTime()) return { ok: false, message: 'Your card has expired.', field: 'exp_month' };
    const last4 = digits.slice(-4);
    const knownTestCard = TEST_CARDS.some((test) => test.number.replace(/\s+/g, '') === digits);
    if (!knownTestCard) {
      return {
        ok: false,
        message: `Test mode accepts only the test cards: ${TEST_CARDS.map((test) => test.number).join(', ')}.`,
        field: 'card_number',
      };
    }
    const refusal = BEHAVIOUR_BY_LAST4[last4];
    if (refusal) return { ok: false, message: refusal, field: null };
    return { ok: true, method: { providerMethodId: newId(`test_pm_${last4}`), brand: 'Visa', last4 } };
  }

  async chargeSavedMethod(request: PaymentRequest & { method: SavedMethodRef }): Promise<ChargeOutcome> {
    const providerPaymentId = newId('test_pi');
    const last4 = /^test_pm_(\d{4})_/.exec(request.method.providerMethodId)?.[1];
    if (last4 === undefined || !(last4 in BEHAVIOUR_BY_LAST4)) {
      return { ok: false, providerPaymentId, message: 'The saved card is not a test card.' };
    }
    const refusal = BEHAVIOUR_BY_LAST4[last4];
    return refusal ? { ok: false, providerPaymentId, message: refusal } : { ok: true, providerPaymentId };
  }

  /** Test payments moved no money, so their refunds always go through. */
  async refundPayment(_request: RefundRequest): Promise<string> {
    return newId('test_re');
  }
}
