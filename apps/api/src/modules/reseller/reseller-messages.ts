export const RESELLER_MESSAGES = {
  received: 'Thank you: your application is with our partner team. We will e-mail you when it is decided.',
  alreadyPending: 'Your application is already with our partner team.',
  alreadyApproved: 'Your account is an approved reseller already.',
  noApplication: 'There is no such application.',
  decided: 'This application has been decided already.',
  notReseller: 'Only approved resellers have a developer area. Apply on the reseller page first.',
} as const;
