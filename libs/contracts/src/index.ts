import 'reflect-metadata';
export * from './constants';
export * from './time/studio-time';
export * from './money/money';
export * from './events';
export * from './errors';
export * from './identity';
export * from './catalog';
export * from './billing';
