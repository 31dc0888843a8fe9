import { HomepageSection } from './homepage.entity';
import { HomepageRepository } from './homepage.repository';
import { HomepageService } from './homepage.service';

function setUp() {
  const rows: HomepageSection[] = [];
  const repo = {
    list: async () => [...rows],
    findBySectionId: async (id: string) => rows.find((r) => r.sectionId === id) ?? null,
    save: async (s: HomepageSection) => {
      s.id ??= rows.length + 1;
      if (!rows.includes(s)) rows.push(s);
      return s;
    },
  } as unknown as HomepageRepository;
  return new HomepageService(repo);
}

describe('homepage rules', () => {
  it('accepts only the four section ids', async () => {
    await expect(setUp().upsert({ sectionId: 'footer', title: 'x' })).rejects.toThrow(
      'Unknown section: footer',
    );
  });

  it('needs a title that is not blank', async () => {
    await expect(setUp().upsert({ sectionId: 'hero', title: '  ' })).rejects.toThrow(
      'Section ID and Title are required fields',
    );
  });

  it('lists sections in page order whatever order they were saved in', async () => {
    const service = setUp();
    for (const sectionId of ['cta', 'featured', 'hero', 'benefits'])
      await service.upsert({ sectionId, title: sectionId });
    expect((await service.list()).map((s) => s.sectionId)).toEqual(['hero', 'benefits', 'featured', 'cta']);
  });
});
