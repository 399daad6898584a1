import type { TEST_CARDS } from '@stock/contracts/values';
import type { TranslatedStateWords } from '../state-words';

type OutcomeWord = (typeof TEST_CARDS)[number]['outcome'];

/**
 * What a test card does, as the test mode notice names it. The web's card form shows these in English (it lists
 * TEST_CARDS as they are), so the words follow the catalogues' card refusals ("Your card was declined.").
 */
export const TEST_CARD_OUTCOME: TranslatedStateWords<OutcomeWord> = {
  de: { succeeds: 'Zahlung gelingt', 'is declined': 'wird abgelehnt', 'has insufficient funds': 'nicht ausreichend gedeckt' },
  fr: { succeeds: 'acceptée', 'is declined': 'refusée', 'has insufficient funds': 'fonds insuffisants' },
  es: { succeeds: 'aprobada', 'is declined': 'rechazada', 'has insufficient funds': 'fondos insuficientes' },
  'pt-BR': { succeeds: 'aprovado', 'is declined': 'recusado', 'has insufficient funds': 'saldo insuficiente' },
  ja: { succeeds: '支払い成功', 'is declined': 'カード拒否', 'has insufficient funds': '残高不足' },
};
