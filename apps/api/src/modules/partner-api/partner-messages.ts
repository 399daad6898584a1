export const PARTNER_MESSAGES = {
  unavailable: 'This file is not available for licensing.',
  noLicence: 'There is no such licence.',
  sandboxOriginal: 'A sandbox key downloads watermarked previews only. License with a live key to download the file itself.',
  liveSandboxLicence: 'This is a sandbox licence: download it with a sandbox key.',
  noCard:
    'Your plan does not cover this licence, and the account has no saved card to pay for the file. Add a card or choose a plan on the web site.',
  cardRefused: (reason: string) => `The saved card was refused: ${reason}`,
  licensed: (client: string) => `Licensed for ${client}.`,
  again: (client: string) => `Licensed for ${client} before: nothing was charged again.`,
  sandboxLicensed: (client: string) => `Sandbox licence for ${client}: nothing was charged.`,
} as const;
