import { DEMO_EMAIL_DOMAIN } from './demo-contributors';

/**
 * The people who bought from the demo catalogue over the last three months. Their addresses are on the reserved demo
 * domain; nobody signs in as them (their password is random), they are there so that the demo accounts have a past.
 */
export interface DemoBuyer {
  name: string;
  email: string;
  /** 42 is 25 downloads on demand, 21 Pro monthly, 31 Team monthly. */
  planVariantId: 21 | 31 | 42;
  /** How long ago the purchase was made. */
  boughtDaysAgo: number;
  /** Signed up with the demo contributor's referral code. */
  referred?: boolean;
  /** Addresses the buyer invites to a team (a Team plan only). */
  team?: string[];
}

const at = (slug: string) => `${slug}@${DEMO_EMAIL_DOMAIN}`;

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  { name: 'Clara Jensen', email: at('clara.jensen'), planVariantId: 42, boughtDaysAgo: 86 },
  { name: 'Mateo Rossi', email: at('mateo.rossi'), planVariantId: 42, boughtDaysAgo: 74, referred: true },
  { name: 'Hannah Schmidt', email: at('hannah.schmidt'), planVariantId: 42, boughtDaysAgo: 61 },
  { name: 'Kwame Mensah', email: at('kwame.mensah'), planVariantId: 42, boughtDaysAgo: 47 },
  { name: 'Sofia Alvarez', email: at('sofia.alvarez'), planVariantId: 42, boughtDaysAgo: 33 },
  { name: 'Yuki Sato', email: at('yuki.sato'), planVariantId: 42, boughtDaysAgo: 21 },
  { name: 'Oliver Grant', email: at('oliver.grant'), planVariantId: 21, boughtDaysAgo: 24 },
  { name: 'Amara Obi', email: at('amara.obi'), planVariantId: 21, boughtDaysAgo: 12 },
  {
    name: 'Northwind Studio',
    email: at('studio.northwind'),
    planVariantId: 31,
    boughtDaysAgo: 18,
    team: [at('lena.northwind'), at('raj.northwind')],
  },
];

export const TEAM_MEMBER_NAMES: Record<string, string> = {
  [at('lena.northwind')]: 'Lena Fischer',
  [at('raj.northwind')]: 'Raj Malhotra',
};
