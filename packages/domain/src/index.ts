export * from './cargo.ts';
export * from './cities.ts';
export * from './roles.ts';
export * from './schemas/index.ts';
export * from './stages.ts';
export * from './statuses.ts';
