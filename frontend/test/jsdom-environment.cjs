/**
 * jsdom 20 has no Fetch API. The typed client (openapi-fetch) builds Node's Request objects, so the tests get
 * Node's Fetch classes, and its AbortController, since Node's Request accepts only its own signals.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
