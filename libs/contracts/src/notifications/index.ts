export * from './notification-constants';
export * from './delivery.dto';
export * from './device-token.dto';
export * from './notification-settings.dto';
export * from './notifications.routes';
