import type { AccountUser } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { sendEmailCode, verifyEmailCode } from '../auth/auth-api';
import { CodeForm, DEFAULT_RESEND_SECONDS } from '../auth/CodeForm';
import { SentencePart } from './SentencePart';

/** A new e-mail address waits for its code; until then the old address stays in use. */
export function PendingEmailNotice({ pendingEmail, onVerified }: { pendingEmail: string; onVerified: (user: AccountUser) => void }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="email-change-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="email-change-title" className="text-base font-semibold text-amber-900">
        {t('pendingEmail.title')}
      </h2>
      <p className="mt-1 text-sm break-words text-amber-900">
        <SentencePart sentence={t('pendingEmail.codeSent', { email: pendingEmail })} part={pendingEmail} />
      </p>
      <div className="mt-4 max-w-sm">
        <CodeForm
          field="email_otp"
          label={t('pendingEmail.codeLabel')}
          target={pendingEmail}
          codeSent
          initialWait={DEFAULT_RESEND_SECONDS}
          send={() => sendEmailCode(pendingEmail)}
          verify={async (code) => onVerified((await verifyEmailCode(pendingEmail, code)).user)}
          onVerified={() => undefined}
        />
      </div>
    </section>
  );
}
