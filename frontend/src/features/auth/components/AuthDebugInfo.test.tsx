import { screen } from '@testing-library/react';
import { installFakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('auth debug page', () => {
  it("prints a failure as '{status} {text}', the status once", async () => {
    installFakeApi({
      'GET /api/auth-status': { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } },
    });
    renderApp('/debug/auth', null);
    expect(
      await screen.findByText('Failed to fetch auth debug info: 503 Service Unavailable'),
    ).toBeInTheDocument();
  });

  it('uses the status text when the body is empty', async () => {
    installFakeApi({ 'GET /api/auth-status': { status: 500, raw: '' } });
    renderApp('/debug/auth', null);
    expect(await screen.findByText('Failed to fetch auth debug info: 500 Error')).toBeInTheDocument();
  });

  it("shows the server's view of the session", async () => {
    installFakeApi({
      'GET /api/auth-status': {
        status: 200,
        body: {
          isAuthenticated: false,
          hasSession: true,
          sessionID: 'abc123',
          nodeEnv: 'test',
          timestamp: '2026-01-05T18:00:00.000Z',
          user: null,
          headers: { origin: null, referer: null, host: 'localhost', cookieHeader: null },
          session: null,
        },
      },
    });
    renderApp('/debug/auth', null);
    expect(await screen.findByText('abc123')).toBeInTheDocument();
    expect(screen.getByText('localhost')).toBeInTheDocument();
  });
});
