export * from './account-security';
export * from './auth';
export * from './country';
export * from './customer';
export * from './customer-rules';
export * from './errors';
export * from './password-policy';
export * from './routes';
