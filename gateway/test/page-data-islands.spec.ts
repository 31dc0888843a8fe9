import {
  type HomepageSectionDto,
  PAGE_DATA_ISLAND_MAX_BYTES,
  PAGE_DATA_ISLANDS,
  PAGE_DATA_READ_AT,
} from '@studio/contracts';
import {
  dataIsland,
  type IslandData,
  scriptSafeJson,
  withDataIslands,
} from '../src/frontend/page-data-islands';

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const READ_AT = 1_764_000_000_000;

function section(title: string): HomepageSectionDto {
  return { id: 1, sectionId: 'hero', title } as HomepageSectionDto;
}

function sections(value: unknown): IslandData {
  return { id: PAGE_DATA_ISLANDS.homepageContent, value, readAt: READ_AT };
}

/** The elements of islands that fit. */
function tags(...islands: IslandData[]): string[] {
  return islands.map(dataIsland).filter((tag): tag is string => tag !== undefined);
}

function islandOf(html: string, id: string = PAGE_DATA_ISLANDS.homepageContent): string {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${id}" ${PAGE_DATA_READ_AT}="${READ_AT}">(.*?)</script>`),
  );
  if (!match) throw new Error(`no island ${id}`);
  return match[1];
}

describe('page data islands', () => {
  it('carry each read into the page head as JSON the app can read back, with when it was read', () => {
    const classes = [{ id: 3, name: 'HIIT' }];
    const html = withDataIslands(
      TEMPLATE,
      tags(sections([section('Move More')]), {
        id: PAGE_DATA_ISLANDS.featuredClasses,
        value: classes,
        readAt: READ_AT,
      }),
    );
    expect(html.lastIndexOf('application/json')).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(islandOf(html))).toEqual([section('Move More')]);
    expect(JSON.parse(islandOf(html, PAGE_DATA_ISLANDS.featuredClasses))).toEqual(classes);
  });

  it('cannot be broken out of by the texts they carry', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const html = withDataIslands(TEMPLATE, tags(sections([section(hostile)])));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(islandOf(html))[0].title).toBe(hostile);
  });

  it('leave a read larger than the limit to the app, and a page without a head as it is', () => {
    const big = [{ id: 1, imageData: `data:image/jpeg;base64,${'A'.repeat(PAGE_DATA_ISLAND_MAX_BYTES)}` }];
    expect(
      dataIsland({ id: PAGE_DATA_ISLANDS.featuredClasses, value: big, readAt: READ_AT }),
    ).toBeUndefined();
    expect(withDataIslands(TEMPLATE, [])).toBe(TEMPLATE);
    expect(withDataIslands('<div id="root"></div>', tags(sections([])))).toBe('<div id="root"></div>');
  });

  it('escape only what they must', () => {
    expect(scriptSafeJson({ a: '<b>&' })).toBe('{"a":"\\u003cb\\u003e\\u0026"}');
  });
});
