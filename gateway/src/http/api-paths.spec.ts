import { apiPath, isApiPath, routedPath } from './api-paths';

describe('API paths', () => {
  it('tell the API from the frontend by path or raw URL', () => {
    for (const api of [
      '/api',
      '/api/',
      '/api/classes',
      '/api/schedules?date=2026-11-25',
      '/api?x=1',
      '/API/login',
    ])
      expect(isApiPath(api)).toBe(true);
    for (const page of ['/', '/apiary', '/APIary', '/classes', '/classes?api/', '/assets/api/x.js'])
      expect(isApiPath(page)).toBe(false);
  });

  it('name a path as the router matches it, whatever its letter case and trailing slash', () => {
    for (const path of ['/api/login', '/API/Login', '/api/login/'])
      expect(routedPath(path)).toBe('/api/login');
    expect(routedPath('/')).toBe('/');
  });

  it('place a route path under the prefix', () => {
    expect(apiPath('classes/featured')).toBe('/api/classes/featured');
  });
});
