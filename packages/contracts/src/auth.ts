import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from './constants';
import { LOCALES } from './locales';

/** Accounts: registration, codes, sign-in, passwords, sessions, profile and last activity. */

export const ROLES = ['buyer', 'contributor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

const Email = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 64, description: 'Trimmed and lower-cased by the server' });
// Length is checked by the password rules, which give a clearer message than the schema would.
const Password = Type.String({ maxLength: 1024 });
const Phone = Type.String({ maxLength: 40, description: 'International format preferred, e.g. +44 20 7946 0000' });
const Otp = Type.String({ minLength: 1, maxLength: 20, description: 'The 6-digit code' });
const RoleSchema = Type.Union(ROLES.map((role) => Type.Literal(role)));

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: Email,
    phone: Type.Optional(Phone),
    password: Password,
    confirm_password: Password,
    is_contributor: Type.Optional(Type.Boolean({ default: false })),
    referal_code: Type.Optional(Type.String({ maxLength: 40, description: 'Spelled so by the client' })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const VerifyEmailOtpBody = Type.Object({ email: Email, email_otp: Otp }, { additionalProperties: false });
export type VerifyEmailOtpBody = Static<typeof VerifyEmailOtpBody>;

export const PhoneBody = Type.Object({ phone: Phone }, { additionalProperties: false });
export type PhoneBody = Static<typeof PhoneBody>;

export const VerifyPhoneOtpBody = Type.Object({ phone: Phone, phone_otp: Otp }, { additionalProperties: false });
export type VerifyPhoneOtpBody = Static<typeof VerifyPhoneOtpBody>;

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Password,
    role: Type.Optional(RoleSchema),
    is_contributor: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const VerifyForgotBody = Type.Object(
  { email: Email, code: Otp, new_password: Password, confirm_password: Password },
  { additionalProperties: false },
);
export type VerifyForgotBody = Static<typeof VerifyForgotBody>;

export const SetPasswordBody = Type.Object(
  {
    email: Email,
    password: Password,
    confirm_password: Password,
    code: Type.Optional(Otp),
  },
  {
    additionalProperties: false,
    description: 'Without `code`, e-mails a code to an account that has no password yet; with it, sets the password.',
  },
);
export type SetPasswordBody = Static<typeof SetPasswordBody>;

export const ChangePasswordBody = Type.Object(
  { current_password: Password, new_password: Password, confirm_password: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ProfileUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })),
    phone: Type.Optional(Phone),
    email: Type.Optional(Email),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

const LocaleSchema = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { description: 'An interface language: en, de, fr, es, pt-BR or ja' },
);

export const LocaleBody = Type.Object({ locale: LocaleSchema }, { additionalProperties: false });
export type LocaleBody = Static<typeof LocaleBody>;

export const LastActivityBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'A path on this site, starting with /' }),
    session_id: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LastActivityBody = Static<typeof LastActivityBody>;

export const DeleteContributorBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024, description: 'The account password, to confirm' }) },
  { additionalProperties: false },
);
export type DeleteContributorBody = Static<typeof DeleteContributorBody>;

export const ContributorDeleted = Type.Object({
  account_deleted: Type.Boolean({ description: 'false when the person keeps a buyer account with the same e-mail' }),
  files_removed: Type.Integer(),
});
export type ContributorDeleted = Static<typeof ContributorDeleted>;

export const Unsubscribed = Type.Object({ email: Type.String(), was_subscribed: Type.Boolean() });
export type Unsubscribed = Static<typeof Unsubscribed>;

export const AccountUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  phone_verified: Type.Boolean(),
  pending_email: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(RoleSchema),
  role: Type.Optional(RoleSchema),
  has_password: Type.Boolean(),
  referral_code: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  locale: Type.Union([LocaleSchema, Type.Null()], { description: 'The interface language chosen; null until one is' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AccountUser = Static<typeof AccountUser>;

/**
 * What registration answers: what was asked for, never an account. It is the same whether or not the address already
 * had an account (the owner is e-mailed instead), so the call tells nobody which addresses have accounts.
 */
export const RegisteredUser = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('contributor')]),
});
export type RegisteredUser = Static<typeof RegisteredUser>;
export const Registration = Type.Object({ user: RegisteredUser });
export type Registration = Static<typeof Registration>;

export const UserData = Type.Object({ user: AccountUser });
export type UserData = Static<typeof UserData>;

export const SignedIn = Type.Object({ token: Type.String(), user: AccountUser });
export type SignedIn = Static<typeof SignedIn>;

export const CodeSent = Type.Object({
  sent_to: Type.String(),
  expires_in_seconds: Type.Integer(),
  resend_after_seconds: Type.Integer(),
});
export type CodeSent = Static<typeof CodeSent>;

export const NoData = Type.Null();

export const LastActivity = Type.Union([
  Type.Object({ url: Type.String(), session_id: Type.String(), updated_at: Type.String({ format: 'date-time' }) }),
  Type.Null(),
]);
export type LastActivity = Static<typeof LastActivity>;

export const AUTH_MESSAGES = {
  suspended: 'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.',
  registered:
    'Check your e-mail: we have sent a 6-digit code to verify your new account. If this address already has an account, the e-mail says how to sign in instead.',
  invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
  invalidPhone: 'Enter a valid phone number with 8 to 15 digits, like +44 20 7946 0000.',
  invalidName: 'Enter your name.',
  passwordsDiffer: 'The passwords do not match.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordIsEmail: 'The password must not be your e-mail address or part of it.',
  passwordTooCommon: 'This password is among the most common ones and easy to guess. Choose another.',
  invalidReferral: 'This referral code is not valid.',
  wrongCredentials: 'The e-mail address or password is not correct.',
  verifyFirst: 'Verify your e-mail address first: we have sent a 6-digit code to it.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  emailCodeSent: 'If this address belongs to an account waiting for it, we have sent it a 6-digit code, valid for 10 minutes.',
  phoneCodeSent: 'If this number belongs to an account waiting to verify it, we have sent it a 6-digit code, valid for 10 minutes.',
  noPasswordYet: 'Your account has no password yet. Use "Set password" to choose one.',
  emailVerified: 'Your e-mail address is verified. You can sign in now.',
  emailChanged: 'Your new e-mail address is verified and now in use.',
  phoneVerified: 'Your phone number is verified.',
  codeWrong: 'This code is not correct.',
  codeExpired: 'This code has expired. Ask for a new one.',
  codeUsed: 'This code has already been used. Ask for a new one.',
  codeMissing: 'There is no code waiting for this address. Ask for a new one.',
  codeLocked: 'Too many wrong codes were entered. Ask for a new one.',
  forgotSent: 'If an account uses this address, we have sent it a 6-digit code to reset the password.',
  setPasswordSent: 'If this account has no password yet, we have sent a 6-digit code to its e-mail address.',
  passwordReset: 'Your password is changed. Sign in with the new one; other devices have been signed out.',
  passwordSet: 'Your password is set. You can sign in with it now.',
  passwordChanged: 'Your password is changed. Other devices have been signed out.',
  currentPasswordWrong: 'The current password is not correct.',
  profileUpdated: 'Your profile is updated.',
  localeSaved: 'Your language is saved.',
  emailChangePending: 'Your profile is updated. Enter the code we sent to your new e-mail address to start using it.',
  notSignedIn: 'Please sign in to continue.',
  passwordWrong: 'The password is not correct.',
  contributorAccountDeleted: 'Your account is deleted. Your personal details are erased and your files are no longer for sale.',
  contributorRoleDeleted:
    'Your contributor account is deleted and your files are no longer for sale. Your buyer account with this e-mail stays.',
  unsubscribed: 'You are unsubscribed from the newsletter.',
  notSubscribed: 'This address was not subscribed to the newsletter.',
} as const;

export const CONTRIBUTOR_LINKS_MAX = 5;

/** PUT /contributor/profile/update: the public side of a contributor. Multipart (links may repeat) or JSON. */
export const ContributorProfileUpdateBody = Type.Object(
  {
    display_name: Type.Optional(Type.String({ maxLength: 60 })),
    bio: Type.Optional(Type.String({ maxLength: 1000 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    links: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: CONTRIBUTOR_LINKS_MAX })),
  },
  { additionalProperties: false },
);
export type ContributorProfileUpdateBody = Static<typeof ContributorProfileUpdateBody>;

export const ContributorProfile = Type.Object({
  user_id: Type.Integer(),
  display_name: Type.String(),
  slug: Type.String(),
  bio: Type.String(),
  location: Type.String(),
  links: Type.Array(Type.String()),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
});
export type ContributorProfile = Static<typeof ContributorProfile>;
export const ContributorProfileData = Type.Object({ profile: ContributorProfile });
