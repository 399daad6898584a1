export * from './auth';
export * from './catalogue';
export * from './email';
export * from './envelope';
export * from './health';
export * from './media';
export * from './newsletter';
export * from './site';
