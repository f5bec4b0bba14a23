export * from './messages';
export * from './constants';
export * from './validation/auth';
export * from './validation/sending-preference';
export * from './validation/mail-account';
export * from './validation/warmup';
export * from './csv-export';
export * from './validation/contact';
