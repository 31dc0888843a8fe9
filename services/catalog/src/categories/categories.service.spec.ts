import { ConflictError, FixedClock, InProcessChangeSignals } from '@studio/platform';
import { ScheduleListingCache } from '../cache/schedule-listing.cache';
import { CatalogConfig } from '../catalog.config';
import { Category } from './categories.entity';
import { CategoryRepository } from './categories.repository';
import { CategoriesService } from './categories.service';

function setUp(classCount = 0) {
  const rows: Category[] = [];
  const repo = {
    list: async () => rows,
    findById: async (id: number) => rows.find((c) => c.id === id) ?? null,
    findByName: async (name: string) => rows.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? null,
    countClasses: async () => classCount,
    save: async (c: Category) => {
      c.id ??= rows.length + 1;
      if (!rows.includes(c)) rows.push(c);
      return c;
    },
    remove: async (c: Category) => void rows.splice(rows.indexOf(c), 1),
  } as unknown as CategoryRepository;
  const cache = new ScheduleListingCache(
    new CatalogConfig(),
    new FixedClock(new Date()),
    new InProcessChangeSignals(),
  );
  return { service: new CategoriesService(repo, cache), rows };
}

describe('category rules', () => {
  it('trims the name and keeps an empty description as null', async () => {
    const { service } = setUp();
    expect(await service.create({ name: '  Yoga ', description: '  ' })).toEqual({
      id: 1,
      name: 'Yoga',
      description: null,
    });
  });

  it('refuses a name already taken in another case', async () => {
    const { service } = setUp();
    await service.create({ name: 'Yoga' });
    await expect(service.create({ name: 'YOGA' })).rejects.toThrow(
      new ConflictError('A category with this name already exists'),
    );
  });

  it('lets a category keep its own name on update', async () => {
    const { service } = setUp();
    const yoga = await service.create({ name: 'Yoga' });
    await expect(service.update(yoga.id, { name: 'Yoga', description: 'Flow' })).resolves.toMatchObject({
      description: 'Flow',
    });
  });

  it('refuses to delete a category used by classes', async () => {
    const { service } = setUp(1);
    const yoga = await service.create({ name: 'Yoga' });
    await expect(service.remove(yoga.id)).rejects.toThrow(
      new ConflictError('This category is used by classes. Reassign them before deleting.'),
    );
  });
});
