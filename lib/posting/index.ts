export * from './schema';
export * from './raw';
export * from './url';
