import type { AccountUser } from '@stock/contracts';
import { sendEmailCode, verifyEmailCode } from '../auth/auth-api';
import { CodeForm, DEFAULT_RESEND_SECONDS } from '../auth/CodeForm';

/** A new e-mail address waits for its code; until then the old address stays in use. */
export function PendingEmailNotice({ pendingEmail, onVerified }: { pendingEmail: string; onVerified: (user: AccountUser) => void }) {
  return (
    <section aria-labelledby="email-change-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="email-change-title" className="text-base font-semibold text-amber-900">
        Confirm your new e-mail address
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        We sent a code to <strong>{pendingEmail}</strong>. Your current address stays in use until you enter it.
      </p>
      <div className="mt-4 max-w-sm">
        <CodeForm
          field="email_otp"
          label="Code for the new address"
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
