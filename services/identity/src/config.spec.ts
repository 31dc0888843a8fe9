import { loadConfig } from '@studio/platform';
import { IdentityConfig } from './config';

describe('IdentityConfig: PUBLIC_URL', () => {
  const savedPort = process.env.PORT;
  afterEach(() => {
    if (savedPort === undefined) delete process.env.PORT;
    else process.env.PORT = savedPort;
  });

  it('defaults to localhost at the PORT the app listens on', () => {
    process.env.PORT = '4310';
    expect(loadConfig(IdentityConfig, {}).PUBLIC_URL).toBe('http://localhost:4310');
  });

  it('defaults to localhost:3000 when no PORT is set', () => {
    delete process.env.PORT;
    expect(loadConfig(IdentityConfig, {}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('takes PUBLIC_URL as given when it is set', () => {
    process.env.PORT = '4310';
    expect(loadConfig(IdentityConfig, { PUBLIC_URL: 'https://studio.example.com' }).PUBLIC_URL).toBe(
      'https://studio.example.com',
    );
  });
});
