// Every table, for Drizzle's relational queries and drizzle-kit.
export * from './audit';
export * from './finance';
export * from './gate';
export * from './operations';
export * from './registries';
export * from './rollups';
export * from './settings';
export * from './site';
export * from './users';
export * from './work-orders';
