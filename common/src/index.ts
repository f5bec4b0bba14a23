export * from './messages';
export * from './constants';
export * from './validation/auth';
