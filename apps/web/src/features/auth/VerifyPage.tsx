import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type PublicRole, storeLogin } from '../../api/session';
import { accountPaths, carriedNext } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
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
  const { t } = useTranslation('auth');
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
    toast.success(t('verify.accountVerified'));
    navigate(signIn, { replace: true });
  };

  if (!email) {
    return (
      <AuthCard title={t('verify.title')} intro={t('verify.missingEmail')}>
        <Trans
          t={t}
          i18nKey="verify.getNewCode"
          components={{
            signUp: <Link to={accountPaths.signup(role, next)} className={textLinkClass} />,
            signIn: <Link to={accountPaths.login(role, next)} className={textLinkClass} />,
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('verify.title')}
      intro={phone ? t('verify.introWithPhone', { email, phone }) : t('verify.intro', { email })}
      footer={
        signedIn ? (
          <Link to={target} className={textLinkClass}>
            {t('verify.skipPhone')}
          </Link>
        ) : (
          <Link to={signIn} className={textLinkClass}>
            {emailDone ? t('verify.continueToSignIn') : t('backToSignIn')}
          </Link>
        )
      }
    >
      <div className="space-y-8">
        <section aria-label={t('fields.email')}>
          {emailDone ? (
            <Done>{t('verify.done', { target: email })}</Done>
          ) : (
            <CodeForm
              field="email_otp"
              label={t('verify.emailCode')}
              formLabel={t('verify.emailForm')}
              target={email}
              codeSent
              initialWait={state?.emailCodeSent ? DEFAULT_RESEND_SECONDS : 0}
              send={() => sendEmailCode(email)}
              verify={(code) => verifyEmailCode(email, code)}
              onVerified={async () => {
                setEmailDone(true);
                const nowSignedIn = await signInAfterVerifying();
                setSignedIn(nowSignedIn);
                toast.success(nowSignedIn ? t('verify.emailVerifiedSignedIn') : t('verify.emailVerified'));
                finish(true, phoneDone, nowSignedIn);
              }}
            />
          )}
        </section>
        {phone && (
          <section aria-label={t('fields.phone')} className="border-t border-slate-200 pt-6">
            {phoneDone ? (
              <Done>{t('verify.done', { target: phone })}</Done>
            ) : (
              <CodeForm
                field="phone_otp"
                label={t('verify.phoneCode')}
                formLabel={t('verify.phoneForm')}
                target={phone}
                codeSent={false}
                send={() => sendPhoneCode(phone)}
                verify={(code) => verifyPhoneCode(phone, code)}
                onVerified={() => {
                  setPhoneDone(true);
                  toast.success(t('verify.phoneVerified'));
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
