import type { HomepageSectionDto } from '@studio/contracts';
import { HOMEPAGE_ISLAND_ID, scriptSafeJson, withHomepageIsland } from '../src/frontend/homepage-island';

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

function section(title: string): HomepageSectionDto {
  return { id: 1, sectionId: 'hero', title } as HomepageSectionDto;
}

function islandOf(html: string): string {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${HOMEPAGE_ISLAND_ID}">(.*?)</script>`),
  );
  if (!match) throw new Error('no island');
  return match[1];
}

describe('homepage data island', () => {
  it('carries the sections into the page head as JSON the app can read back', () => {
    const html = withHomepageIsland(TEMPLATE, [section('Move More')]);
    expect(html.indexOf(HOMEPAGE_ISLAND_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(islandOf(html))).toEqual([section('Move More')]);
  });

  it('cannot be broken out of by the texts it carries', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const html = withHomepageIsland(TEMPLATE, [section(hostile)]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(islandOf(html))[0].title).toBe(hostile);
  });

  it('escapes only what it must', () => {
    expect(scriptSafeJson({ a: '<b>&' })).toBe('{"a":"\\u003cb\\u003e\\u0026"}');
  });
});
