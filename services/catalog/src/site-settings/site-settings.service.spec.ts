import { SiteSetting } from './site-settings.entity';
import { SiteSettingRepository } from './site-settings.repository';
import { isSiteRootPath } from '@studio/contracts';
import { SiteSettingsService } from './site-settings.service';

function setUp() {
  const rows: SiteSetting[] = [];
  const repo = {
    list: async (category?: string) => rows.filter((r) => !category || r.category === category),
    findByKey: async (key: string) => rows.find((r) => r.settingKey === key) ?? null,
    save: async (s: SiteSetting) => {
      if (!rows.includes(s)) rows.push(s);
      return s;
    },
    remove: async (s: SiteSetting) => void rows.splice(rows.indexOf(s), 1),
  } as unknown as SiteSettingRepository;
  return new SiteSettingsService(repo);
}

describe('site settings rules', () => {
  it('answers the meta defaults when nothing is set', async () => {
    expect(await setUp().list({ category: 'meta' })).toEqual([
      { settingKey: 'title', settingValue: 'Studio — Book Your Next Class' },
      {
        settingKey: 'description',
        settingValue: 'Book fitness classes, manage your membership and track your progress.',
      },
      { settingKey: 'ogTitle', settingValue: 'Alternative Fitness Studio' },
      {
        settingKey: 'ogDescription',
        settingValue: 'Book fitness classes, manage your membership and track your progress.',
      },
      { settingKey: 'ogImage', settingValue: '/og-image.png' },
    ]);
  });

  it('overrides a default with the saved value', async () => {
    const service = setUp();
    await service.save({ settingKey: 'title', settingValue: ' Move ', category: 'meta' });
    expect(await service.list({ category: 'meta' })).toContainEqual({
      settingKey: 'title',
      settingValue: 'Move',
    });
  });

  it.each([
    ['/og-image.png', true],
    ['/images/share.jpg', true],
    ['og-image.png', false],
    ['https://cdn.example/x.png', false],
    ['//cdn.example/x.png', false],
  ])('treats %s as a site-root path: %s', (path, ok) => {
    expect(isSiteRootPath(path)).toBe(ok);
  });

  it('refuses a social image outside the site', async () => {
    await expect(
      setUp().save({ settingKey: 'ogImage', settingValue: 'https://x.test/a.png', category: 'meta' }),
    ).rejects.toThrow('Social image path should be relative to the site root');
  });
});
