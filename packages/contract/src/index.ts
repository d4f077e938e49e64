export * from './auth.ts';
export * from './call.ts';
export * from './country.ts';
export * from './crypto.ts';
export * from './envelope.ts';
export * from './messages.ts';
