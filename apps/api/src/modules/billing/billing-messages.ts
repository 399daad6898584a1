/** What the billing calls tell the buyer, shared by checkout and by the checks made again at payment. */
export const BILLING_MESSAGES = {
  noVariant: 'This plan option does not exist. Choose a plan on the Pricing page.',
  noPlan: 'This plan does not exist. Choose a plan on the Pricing page.',
  noOrder: 'There is no such order.',
  alreadySubscribed: (name: string) =>
    `You already have the ${name} plan. Upgrade it from your subscription instead of buying a second plan.`,
  keyReused: 'This idempotency key was already used for a different order.',
  notTestMode: 'Card details are taken by the payment provider here, not by this form.',
  paid: 'Payment received. Your plan is ready.',
  alreadyPaid: 'This order is already paid. Nothing more was charged.',
  paidBefore: 'This order was already paid by an earlier payment.',
  offerGone: (reason: string) => `${reason} Check out again to see the price without it.`,
  notOnSale: 'This plan option is no longer sold. Choose a plan on the Pricing page.',
  priceChanged: 'The price of this plan changed after checkout. Check out again to see the new price.',
  orderVoided: 'This order can no longer be paid. Check out again.',
  notCharged: (reason: string) => `${reason} Nothing was charged.`,
  refunded: (reason: string) => `${reason} The payment is being refunded to your card.`,
} as const;
