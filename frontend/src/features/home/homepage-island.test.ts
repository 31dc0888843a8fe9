import { QueryClient } from '@tanstack/react-query';
import { HOMEPAGE_CONTENT_KEY } from './api/homepage-api';
import { HOMEPAGE_ISLAND_ID, readHomepageIsland, seedHomepageContent } from './homepage-island';

function pageWith(islandText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (islandText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = HOMEPAGE_ISLAND_ID;
    script.textContent = islandText;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('homepage data island', () => {
  it('seeds the homepage content query with the sections the page came with', () => {
    const sections = [{ id: 1, sectionId: 'hero', title: 'Move \u003cMore\u003e' }];
    const client = new QueryClient();
    seedHomepageContent(client, pageWith(JSON.stringify(sections).replace(/</g, '\\u003c')));
    expect(client.getQueryData(HOMEPAGE_CONTENT_KEY)).toEqual(sections);
  });

  it('leaves the query alone without an island or with an unreadable one', () => {
    for (const doc of [pageWith(null), pageWith('{not json'), pageWith('{"a":1}')]) {
      const client = new QueryClient();
      seedHomepageContent(client, doc);
      expect(client.getQueryData(HOMEPAGE_CONTENT_KEY)).toBeUndefined();
    }
    expect(readHomepageIsland(pageWith(''))).toBeUndefined();
  });
});
