/**
 * What the browser shares with the services: the business constants, the studio-time rules and the
 * validation texts. Only dayjs behind it, so the frontend bundles it without the server-side decorators.
 */
export * from './constants';
export * from './time/studio-time';
export { IDENTITY_MESSAGES } from './identity/messages';
