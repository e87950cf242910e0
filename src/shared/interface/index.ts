/** The service interface (`shared/seeds/000_…txt`) as runtime schemas and types: one source for simulator and client. */
export * from './primitives';
export * from './errors';
export * from './operations';
export * from './session';
export * from './chat';
export * from './communication';
export * from './user';
export * from './tenant';
export * from './phone';
export * from './schedule';
export * from './settings';
export * from './presence';
export * from './patch';
export * from './text-limits';
export * from './websocket';
