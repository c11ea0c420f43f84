export * from './activities.ts';
export * from './congresses.ts';
export * from './emails.ts';
export * from './files.ts';
export * from './participations.ts';
export * from './payments.ts';
export * from './rates.ts';
export * from './users.ts';
