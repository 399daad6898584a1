import { type Static, Type } from '@sinclair/typebox';

/** A contributor's payout bank account: entered in full, stored encrypted, always shown masked. */

export const BANK_DETAILS_METHODS = ['iban', 'account'] as const;
export type BankDetailsMethod = (typeof BANK_DETAILS_METHODS)[number];

const Otp = Type.String({ minLength: 1, maxLength: 20, description: 'The 6-digit code sent by POST /contributor/bank/details/send/code' });

export const BankDetailsBody = Type.Object(
  {
    account_holder_name: Type.String({ minLength: 1, maxLength: 120 }),
    bank_name: Type.String({ minLength: 1, maxLength: 120 }),
    country: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2 country of the bank, e.g. DE' }),
    iban: Type.Optional(Type.String({ maxLength: 60, description: 'Either an IBAN ...' })),
    account_number: Type.Optional(Type.String({ maxLength: 40, description: '... or an account number with a routing or SWIFT code' })),
    routing_number: Type.Optional(Type.String({ maxLength: 20, description: 'US ABA routing number (9 digits)' })),
    swift_code: Type.Optional(Type.String({ maxLength: 20, description: 'SWIFT/BIC, 8 or 11 characters' })),
    password: Type.Optional(Type.String({ maxLength: 1024, description: 'The account password; or give email_otp' })),
    email_otp: Type.Optional(Otp),
  },
  { additionalProperties: false },
);
export type BankDetailsBody = Static<typeof BankDetailsBody>;

export const BankDetailsVerifyBody = Type.Object({ email_otp: Otp }, { additionalProperties: false });
export type BankDetailsVerifyBody = Static<typeof BankDetailsVerifyBody>;

export const BankDetails = Type.Object({
  account_holder_name: Type.String(),
  bank_name: Type.String(),
  country: Type.String(),
  method: Type.Union(BANK_DETAILS_METHODS.map((method) => Type.Literal(method))),
  /** Only the last four characters of the IBAN or account number, e.g. "•••• 3000". */
  account_masked: Type.String(),
  /** The routing or SWIFT code, masked the same way; null with an IBAN. */
  code_masked: Type.Union([Type.String(), Type.Null()]),
  verified: Type.Boolean(),
  verified_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});
export type BankDetails = Static<typeof BankDetails>;

export const BankDetailsData = Type.Object({ bankDetails: Type.Union([BankDetails, Type.Null()]) });
export type BankDetailsData = Static<typeof BankDetailsData>;

export const BankCodeSentData = Type.Object({ email: Type.String(), expires_in_seconds: Type.Integer() });
export type BankCodeSentData = Static<typeof BankCodeSentData>;
