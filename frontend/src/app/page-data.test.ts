import { PAGE_DATA_ISLANDS, PAGE_DATA_READ_AT } from '@studio/contracts/browser';
import { QueryClient } from '@tanstack/react-query';
import { FEATURED_CLASSES_KEY } from '../features/classes/api/classes-api';
import { HOMEPAGE_CONTENT_KEY } from '../features/home/api/homepage-api';
import { readIsland, seedFromPage } from './page-data';

const NOW = 1_764_000_000_000;

function pageWith(islands: Array<{ id: string; text: string; readAt?: string }>): Document {
  const doc = document.implementation.createHTMLDocument('page');
  for (const { id, text, readAt = String(NOW - 2000) } of islands) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.setAttribute(PAGE_DATA_READ_AT, readAt);
    script.textContent = text;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('page data islands', () => {
  it('seed the homepage content and featured classes queries, aged from when the server read them', () => {
    const sections = [{ id: 1, sectionId: 'hero', title: 'Move \u003cMore\u003e' }];
    const classes = [{ id: 4, name: 'HIIT Blast' }];
    const client = new QueryClient();
    seedFromPage(
      client,
      pageWith([
        { id: PAGE_DATA_ISLANDS.homepageContent, text: JSON.stringify(sections).replace(/</g, '\\u003c') },
        { id: PAGE_DATA_ISLANDS.featuredClasses, text: JSON.stringify(classes) },
      ]),
      NOW,
    );
    expect(client.getQueryData(HOMEPAGE_CONTENT_KEY)).toEqual(sections);
    expect(client.getQueryData(FEATURED_CLASSES_KEY)).toEqual(classes);
    expect(client.getQueryState(FEATURED_CLASSES_KEY)?.dataUpdatedAt).toBe(NOW - 2000);
  });

  it("never date a read after this device's clock", () => {
    const client = new QueryClient();
    const doc = pageWith([
      { id: PAGE_DATA_ISLANDS.featuredClasses, text: '[]', readAt: String(NOW + 60_000) },
    ]);
    seedFromPage(client, doc, NOW);
    expect(client.getQueryState(FEATURED_CLASSES_KEY)?.dataUpdatedAt).toBe(NOW);
  });

  it('leave the queries alone without an island, or with an unreadable one', () => {
    const id = PAGE_DATA_ISLANDS.featuredClasses;
    for (const doc of [
      pageWith([]),
      pageWith([{ id, text: '{not json' }]),
      pageWith([{ id, text: '{"a":1}' }]),
      pageWith([{ id, text: '[]', readAt: 'soon' }]),
    ]) {
      const client = new QueryClient();
      seedFromPage(client, doc, NOW);
      expect(client.getQueryData(FEATURED_CLASSES_KEY)).toBeUndefined();
    }
    expect(readIsland(id, pageWith([{ id, text: '' }]))).toBeUndefined();
  });
});
