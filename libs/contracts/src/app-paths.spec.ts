import { APP_PATHS, INDEXED_APP_PATHS, isAppPath, robotsTxt } from './app-paths';

/** Whether robots.txt lets a crawler fetch the path: no Disallow rule is a prefix of it. */
function crawlable(rules: string, path: string): boolean {
  const closed = rules
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
  return !closed.some((start) => path.startsWith(start));
}

/** A path a screen's pattern names, with 42 for each parameter. */
const example = (pattern: string) => pattern.replace(/:[a-z]+/gi, '42');

describe('app paths', () => {
  it('matches paths as the router does: any case, a trailing slash, one segment per parameter', () => {
    expect(isAppPath('/Booking-History/')).toBe(true);
    expect(isAppPath('/booking/7')).toBe(true);
    expect(isAppPath('/booking/7/extra')).toBe(false);
    expect(isAppPath('/nowhere')).toBe(false);
  });

  it('opens the public site to crawlers and closes every other screen and the API', () => {
    const rules = robotsTxt();
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const pattern of Object.values(APP_PATHS)) {
      expect([pattern, crawlable(rules, example(pattern))]).toEqual([
        pattern,
        INDEXED_APP_PATHS.includes(pattern),
      ]);
    }
    expect(crawlable(rules, '/api/classes')).toBe(false);
    expect(rules).toMatch(/^Disallow: \/booking-history$/m);
    expect(rules).not.toMatch(/^Disallow: \/payment\/$/m);
  });
});
