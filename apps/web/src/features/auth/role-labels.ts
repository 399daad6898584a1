import type { PublicRole, Role } from '../../api/session';

/** How the account pages speak of each role. */
export const ROLE_LABELS: Record<Role, { noun: string; withArticle: string; signInIntro: string }> = {
  buyer: {
    noun: 'buyer',
    withArticle: 'a buyer',
    signInIntro: 'Welcome back. Sign in to download, save collections and manage your plan.',
  },
  contributor: {
    noun: 'contributor',
    withArticle: 'a contributor',
    signInIntro: 'Sign in to upload files, follow your catalogue and see your earnings.',
  },
  admin: {
    noun: 'administrator',
    withArticle: 'an administrator',
    signInIntro: 'Sign in to review files, publish blog posts and pay contributors.',
  },
};

export const SIGN_UP_INTROS: Record<PublicRole, string> = {
  buyer: 'Create a free account to save collections, download files and subscribe to plans.',
  contributor: 'Sell your photos and videos to buyers around the world. Signing up is free.',
};
