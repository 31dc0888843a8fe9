import { loggablePath } from './http-observer';

describe('loggablePath', () => {
  it('keeps the path without its query', () => {
    expect(loggablePath({ originalUrl: '/api/bookings/12?x=1', url: '/12', params: { id: '12' } })).toBe(
      '/api/bookings/12',
    );
  });

  it('replaces secret path parameters (a reset token, a calendar feed token) with their names', () => {
    expect(
      loggablePath({
        originalUrl: '/api/validate-reset-token/TIY3RTe4GjPt-x_9',
        url: '/api/validate-reset-token/TIY3RTe4GjPt-x_9',
        params: { token: 'TIY3RTe4GjPt-x_9' },
      }),
    ).toBe('/api/validate-reset-token/:token');
    expect(
      loggablePath({
        originalUrl: '/api/calendar/2.1.a%2Fb',
        url: '/api/calendar/2.1.a%2Fb',
        params: { token: '2.1.a/b' },
      }),
    ).toBe('/api/calendar/:token');
  });

  it('leaves a path whose parameters are not secrets as it is', () => {
    expect(loggablePath({ originalUrl: '/internal/users/7/auth', url: '/7/auth', params: { id: '7' } })).toBe(
      '/internal/users/7/auth',
    );
  });
});
