export * from './email';
export * from './envelope';
export * from './health';
export * from './newsletter';
export * from './site';
