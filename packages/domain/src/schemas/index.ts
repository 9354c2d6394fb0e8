export * from './auth.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './earnings.ts';
export * from './profile-stats.ts';
export * from './quote.ts';
export * from './settings.ts';
export * from './shipment.ts';
