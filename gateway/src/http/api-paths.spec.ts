import { apiPath, isApiPath } from './api-paths';

describe('API paths', () => {
  it('tell the API from the frontend by path or raw URL', () => {
    for (const api of ['/api', '/api/', '/api/classes', '/api/schedules?date=2026-11-25', '/api?x=1'])
      expect(isApiPath(api)).toBe(true);
    for (const page of ['/', '/apiary', '/classes', '/classes?api/', '/assets/api/x.js'])
      expect(isApiPath(page)).toBe(false);
  });

  it('place a route path under the prefix', () => {
    expect(apiPath('classes/featured')).toBe('/api/classes/featured');
  });
});
