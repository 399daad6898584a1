import { AUTH_MESSAGES, type ContributorDeleted, type Unsubscribed } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidField } from '../../http/http-error';
import { findAccountById } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import { confirmOwnPassword } from '../auth/auth-throttle';
import type { SessionUser } from '../auth/sessions';
import { deleteContributorAccount, unsubscribeFromNewsletter } from './contributor-account.repo';

async function accountOf({ db }: AppDeps, user: SessionUser) {
  const account = await findAccountById(db, user.id);
  if (!account) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return account;
}

/** Confirmed by the password. A person who also buys keeps the buyer account; otherwise the account is anonymised. */
export async function deleteOwnContributorAccount(
  deps: AppDeps,
  user: SessionUser,
  password: string,
  ip: string,
): Promise<Outcome<ContributorDeleted>> {
  const account = await accountOf(deps, user);
  if (!account.password_hash) throw invalidField('password', AUTH_MESSAGES.noPasswordYet);
  if (!(await confirmOwnPassword(deps, account, password, ip))) throw invalidField('password', AUTH_MESSAGES.passwordWrong);
  const keepsBuyerAccount = account.roles.some((role) => role !== 'contributor');
  const filesRemoved = await deleteContributorAccount(deps.db, account.id, keepsBuyerAccount);
  return {
    data: { account_deleted: !keepsBuyerAccount, files_removed: filesRemoved },
    message: keepsBuyerAccount ? AUTH_MESSAGES.contributorRoleDeleted : AUTH_MESSAGES.contributorAccountDeleted,
  };
}

export async function unsubscribeContributor(deps: AppDeps, user: SessionUser): Promise<Outcome<Unsubscribed>> {
  const account = await accountOf(deps, user);
  const wasSubscribed = await unsubscribeFromNewsletter(deps.db, account.email);
  return {
    data: { email: account.email, was_subscribed: wasSubscribed },
    message: wasSubscribed ? AUTH_MESSAGES.unsubscribed : AUTH_MESSAGES.notSubscribed,
  };
}
