import type { AccountUser, CodeSent, Registration, SignedIn } from '@stock/contracts';
import { normaliseEmail } from '@stock/contracts/values';
import { apiRequest, dataOrServerMessage } from '../../api/client';
import type { Role } from '../../api/session';

/**
 * The account calls. E-mails are lower-cased before they are sent (the spec's section 5). Each call returns the
 * envelope's data on success and throws an ApiError carrying the envelope (message and field errors) otherwise.
 */
const post = async <T>(path: string, body: unknown) => dataOrServerMessage(await apiRequest<T>(path, { method: 'POST', body }));

export interface RegisterInput {
  role: Role;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  referal_code: string;
}

export function register({ role, phone, referal_code, ...input }: RegisterInput) {
  return post<Registration>('/register', {
    ...input,
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    ...(phone.trim() ? { phone: phone.trim() } : {}),
    ...(referal_code.trim() ? { referal_code: referal_code.trim() } : {}),
    is_contributor: role === 'contributor',
  });
}

/** Login answers with the whole envelope: storeLogin reads its statusCode (the spec's rule). */
export function login(role: Role, email: string, password: string) {
  return apiRequest<SignedIn>('/login', { method: 'POST', body: { email: normaliseEmail(email), password, role } });
}

export const sendEmailCode = (email: string) => post<CodeSent>('/send/email/otp', { email: normaliseEmail(email) });
export const verifyEmailCode = (email: string, code: string) =>
  post<{ user: AccountUser }>('/verify/otp', { email: normaliseEmail(email), email_otp: code.trim() });
export const sendPhoneCode = (phone: string) => post<CodeSent>('/send/phone/otp', { phone: phone.trim() });
export const verifyPhoneCode = (phone: string, code: string) =>
  post<null>('/verify/phone/otp', { phone: phone.trim(), phone_otp: code.trim() });
export const forgotPassword = (email: string) => post<null>('/forgot', { email: normaliseEmail(email) });
export const resetPassword = (input: { email: string; code: string; new_password: string; confirm_password: string }) =>
  post<null>('/verify/forgot', { ...input, email: normaliseEmail(input.email), code: input.code.trim() });
