import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { type PublicRole, storeLogin } from '../../api/session';
import { accountPaths, carriedNext } from '../../app-paths';
import { login, sendEmailCode, sendPhoneCode, verifyEmailCode, verifyPhoneCode } from './auth-api';
import { CodeForm, DEFAULT_RESEND_SECONDS } from './CodeForm';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { takeSignUpPassword } from './pending-sign-up';
import { signInTarget } from './sign-in-target';

function Done({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800">
      ✓ {children}
    </p>
  );
}

/**
 * Verify a new account: the e-mail code, and the phone code when a phone was given (sent only on "Send code"). Right
 * after sign-up in this tab, a verified e-mail signs the person in; otherwise (a reload, a link) they go on to sign in.
 */
export function VerifyPage({ forRole: role }: { forRole: PublicRole }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as { emailCodeSent?: boolean } | null;
  const email = params.get('email') ?? '';
  const phone = params.get('phone') ?? '';
  const next = carriedNext(params.get('next'));
  const [emailDone, setEmailDone] = useState(false);
  const [phoneDone, setPhoneDone] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const signIn = accountPaths.login(role, next, email);
  const target = signInTarget(role, next);

  /** Signs in with the password typed at sign-up in this tab, if there is one; whether it worked. */
  async function signInAfterVerifying(): Promise<boolean> {
    const password = takeSignUpPassword(role, email);
    if (!password) return false;
    try {
      return storeLogin(role, await login(role, email, password));
    } catch {
      return false;
    }
  }

  const finish = (emailVerified: boolean, phoneVerified: boolean, isSignedIn: boolean) => {
    if (!emailVerified || (phone && !phoneVerified)) return;
    if (isSignedIn) {
      navigate(target, { replace: true });
      return;
    }
    toast.success('Your account is verified. You can sign in now.');
    navigate(signIn, { replace: true });
  };

  if (!email) {
    return (
      <AuthCard title="Verify your account" intro="This link is missing the e-mail address to verify.">
        <Link to={accountPaths.signup(role, next)} className={textLinkClass}>
          Sign up
        </Link>{' '}
        or{' '}
        <Link to={accountPaths.login(role, next)} className={textLinkClass}>
          sign in
        </Link>{' '}
        to get a new code.
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verify your account"
      intro={
        phone
          ? `We have e-mailed a code to ${email}. To verify ${phone} too, press “Send code” and we will text it one.`
          : `Enter the code we have e-mailed to ${email}.`
      }
      footer={
        signedIn ? (
          <Link to={target} className={textLinkClass}>
            Skip phone verification for now
          </Link>
        ) : (
          <Link to={signIn} className={textLinkClass}>
            {emailDone ? 'Continue to sign in' : 'Back to sign in'}
          </Link>
        )
      }
    >
      <div className="space-y-8">
        <section aria-label="E-mail address">
          {emailDone ? (
            <Done>{`${email} is verified.`}</Done>
          ) : (
            <CodeForm
              field="email_otp"
              label="E-mail code"
              target={email}
              codeSent
              initialWait={state?.emailCodeSent ? DEFAULT_RESEND_SECONDS : 0}
              send={() => sendEmailCode(email)}
              verify={(code) => verifyEmailCode(email, code)}
              onVerified={async () => {
                setEmailDone(true);
                const nowSignedIn = await signInAfterVerifying();
                setSignedIn(nowSignedIn);
                toast.success(nowSignedIn ? 'Your e-mail address is verified and you are signed in.' : 'Your e-mail address is verified.');
                finish(true, phoneDone, nowSignedIn);
              }}
            />
          )}
        </section>
        {phone && (
          <section aria-label="Phone" className="border-t border-slate-200 pt-6">
            {phoneDone ? (
              <Done>{`${phone} is verified.`}</Done>
            ) : (
              <CodeForm
                field="phone_otp"
                label="Phone code"
                target={phone}
                codeSent={false}
                send={() => sendPhoneCode(phone)}
                verify={(code) => verifyPhoneCode(phone, code)}
                onVerified={() => {
                  setPhoneDone(true);
                  toast.success('Your phone number is verified.');
                  finish(emailDone, true, signedIn);
                }}
              />
            )}
          </section>
        )}
      </div>
    </AuthCard>
  );
}

export const BuyerVerifyPage = () => <VerifyPage forRole="buyer" />;
export const ContributorVerifyPage = () => <VerifyPage forRole="contributor" />;
