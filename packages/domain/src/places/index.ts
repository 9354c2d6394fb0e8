export * from './catalogue.ts';
export * from './nearest.ts';
export * from './published-distances.ts';
export * from './routes.ts';
export * from './spec-cities.ts';
