import type { Role } from '../../api/session';

/** How the account pages speak of each role. */
export const ROLE_LABELS: Record<Role, { noun: string; signInIntro: string; signUpIntro: string }> = {
  buyer: {
    noun: 'buyer',
    signInIntro: 'Welcome back. Sign in to download, save collections and manage your plan.',
    signUpIntro: 'Create a free account to save collections, download files and subscribe to plans.',
  },
  contributor: {
    noun: 'contributor',
    signInIntro: 'Sign in to upload files, follow your catalogue and see your earnings.',
    signUpIntro: 'Sell your photos and videos to buyers around the world. Signing up is free.',
  },
};
