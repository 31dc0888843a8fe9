export * from './observability-config';
export * from './request-context';
export * from './json-logger';
export * from './metrics';
export * from './http-observer';
export * from './graceful-shutdown';
export * from './observe-app';
