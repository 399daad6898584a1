import { describe, expect, it } from 'vitest';
import { TEST_MODE_NOTICE } from '../../modules/billing/payments/test-provider';
import { assertTransition } from '../../modules/contributor-files/submission-rules';
import { PAYOUT_MESSAGES } from '../../modules/payouts/payouts-admin.service';
import { apiMessage } from './api-messages';
import { stateWord, stateWordsIn } from './state-words';

/** The message a call throws, as a reader in `language` gets it. */
function thrownIn(language: 'en' | 'de' | 'ja', act: () => void): string {
  try {
    act();
  } catch (error) {
    return apiMessage((error as Error).message, language);
  }
  throw new Error('nothing was thrown');
}

describe('state words', () => {
  it('keep the English the messages always inserted: the status as sent, or in prose', () => {
    expect(stateWord('file-status', 'DRAFT')).toBe('DRAFT');
    expect(stateWord('console-file-status', 'inreview')).toBe('inreview');
    expect(stateWord('file-status-prose', 'DRAFT')).toBe('a draft');
    expect(stateWord('withdrawal-status', 'paid')).toBe('paid');
  });

  it('give each screen’s word: the contributor’s catalogue and the console may word a status differently', () => {
    const japanese = stateWordsIn('ja');
    expect(japanese('file-status', 'rejected')).toBe('却下');
    expect(japanese('console-file-status', 'rejected')).toBe('不承認');
    expect(japanese('console-file-status-prose', 'in review')).toBe('審査中');
    expect(japanese('no-such-kind', 'rejected')).toBeUndefined();
  });

  it('reach the reviewer’s refused move and the payout decided already', () => {
    const refusedReview = () => assertTransition('published', 'rejected', 'admin');
    expect(thrownIn('en', refusedReview)).toBe('This file is published; it cannot be made rejected.');
    expect(thrownIn('de', refusedReview)).toBe(
      'Diese Datei hat den Status „Veröffentlicht“; sie kann nicht auf „Abgelehnt“ gesetzt werden.',
    );
    expect(thrownIn('ja', refusedReview)).toBe('このファイルは「公開中」です。「不承認」にすることはできません。');

    const decided = PAYOUT_MESSAGES.alreadyDecided('paid');
    expect(decided).toBe('This withdrawal was already decided: it is marked paid.');
    expect(apiMessage(decided, 'de')).toBe('Über diese Auszahlung wurde bereits entschieden: Sie ist als „Ausgezahlt“ markiert.');
    expect(apiMessage(decided, 'ja')).toBe('この出金はすでに判定済みで、「支払い済み」と記録されています。');
  });

  it('reach the test mode notice, which the card form gets as data, and name what each test card does', () => {
    expect(TEST_MODE_NOTICE).toBe(
      'Test mode: no real money moves. Use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (is declined), ' +
        '4000 0000 0000 9995 (has insufficient funds), any future expiry date and any CVC.',
    );
    expect(apiMessage(TEST_MODE_NOTICE, 'de')).toBe(
      'Testmodus: Es fließt kein echtes Geld. Verwenden Sie 4242 4242 4242 4242 (Zahlung gelingt), 4000 0000 0000 0002 ' +
        '(wird abgelehnt), 4000 0000 0000 9995 (nicht ausreichend gedeckt), ein beliebiges zukünftiges Ablaufdatum und eine ' +
        'beliebige Prüfnummer.',
    );
    expect(apiMessage(TEST_MODE_NOTICE, 'ja')).toBe(
      'テストモード：実際のお金は動きません。4242 4242 4242 4242（支払い成功）、4000 0000 0000 0002（カード拒否）、' +
        '4000 0000 0000 9995（残高不足）、任意の未来の有効期限、任意の CVC を使ってください。',
    );
  });
});
