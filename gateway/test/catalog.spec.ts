import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, studioDateOf, studioLocalToUtc, utcToStudioLocal, weekStrip } from '@studio/contracts';
import { unique } from '@studio/platform/testing';
import { startStack, Stack } from './harness';
import { Agent, forgetBootstrapAdmin, login, registerMember, useBootstrapAdmin } from './sessions';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vite App</title>
    <meta name="description" content="placeholder" />
    <meta property="og:title" content="placeholder" />
  </head>
  <body><div id="root"></div></body>
</html>`;

function frontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

const ADMIN_ROUTES = [
  ['post', '/api/admin/classes'],
  ['put', '/api/admin/classes/1'],
  ['delete', '/api/admin/classes/1'],
  ['get', '/api/admin/trainers'],
  ['post', '/api/admin/trainers'],
  ['put', '/api/admin/trainers/1'],
  ['delete', '/api/admin/trainers/1'],
  ['get', '/api/admin/categories'],
  ['post', '/api/admin/categories'],
  ['put', '/api/admin/categories/1'],
  ['delete', '/api/admin/categories/1'],
  ['get', '/api/admin/schedules'],
  ['post', '/api/admin/schedules'],
  ['put', '/api/admin/schedules/1'],
  ['put', '/api/admin/schedules/1/cancel'],
  ['delete', '/api/admin/schedules/clear-all'],
  ['post', '/api/admin/homepage-content'],
  ['post', '/api/site-settings'],
] as const;

describe('gateway: catalogue', () => {
  let stack: Stack;
  let admin: Agent;
  let member: Agent;

  beforeAll(async () => {
    process.env.FRONTEND_DIST = frontendDist();
    process.env.PUBLIC_URL = 'https://studio.example.com';
    const credentials = useBootstrapAdmin();
    stack = await startStack(['identity', 'catalog']);
    admin = await login(stack, credentials.username, credentials.password);
    member = await registerMember(stack);
  });
  afterAll(async () => {
    forgetBootstrapAdmin();
    delete process.env.FRONTEND_DIST;
    delete process.env.PUBLIC_URL;
    await stack.close();
  });

  async function newClass(
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: number; categoryId: number; trainerId: number }> {
    const category = await admin
      .post('/api/admin/categories')
      .send({ name: unique('Category') })
      .expect(201);
    const trainer = await admin
      .post('/api/admin/trainers')
      .send({ name: unique('Trainer'), specialization: 'Yoga' })
      .expect(201);
    const cls = await admin
      .post('/api/admin/classes')
      .send({
        name: unique('Class'),
        description: 'Flow',
        trainerId: trainer.body.id,
        categoryId: category.body.id,
        price: 22,
        duration: 60,
        maxCapacity: 12,
        studio: 'Studio A',
        requirements: 'Yoga mat, Water bottle',
        ...overrides,
      })
      .expect(201);
    return { id: cls.body.id, categoryId: category.body.id, trainerId: trainer.body.id };
  }

  describe('admin-only rules', () => {
    it.each(ADMIN_ROUTES)('%s %s answers 401 to anonymous visitors', async (method, path) => {
      const res = await stack.agent()[method](path).send({});
      expect(res.status).toBe(401);
    });

    it.each(ADMIN_ROUTES)('%s %s answers 403 to members', async (method, path) => {
      const res = await member[method](path).send({});
      expect(res.status).toBe(403);
      // The trainer update's screen reads the reason from `error` (spec §7).
      const error =
        method === 'put' && path.startsWith('/api/admin/trainers/') ? res.body.message : 'Forbidden';
      expect(res.body).toEqual({ statusCode: 403, message: 'Admin access required', error });
    });
  });

  describe('public reads', () => {
    it('serves classes, one class, featured classes and categories to anonymous visitors', async () => {
      const { id, categoryId } = await newClass({ featured: true });
      const visitor = stack.agent();
      const list = await visitor.get('/api/classes').expect(200);
      const mine = list.body.find((c: { id: number }) => c.id === id);
      expect(mine).toMatchObject({
        price: 22,
        trainer: { specialization: 'Yoga' },
        category: { id: categoryId },
      });
      await visitor.get(`/api/classes/${id}`).expect(200);
      const featured = await visitor.get('/api/classes/featured').expect(200);
      expect(featured.body.length).toBeGreaterThan(0);
      const categories = await visitor.get('/api/categories').expect(200);
      expect(categories.body.map((c: { id: number }) => c.id)).toContain(categoryId);
    });

    it("serves upcoming schedules and a class's schedules to anonymous visitors, hiding cancelled ones", async () => {
      const { id } = await newClass();
      const start = new Date(Date.now() + 3 * 3_600_000);
      const created = await admin
        .post('/api/admin/schedules')
        .send({
          classId: id,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
        })
        .expect(201);
      const visitor = stack.agent();
      const upcoming = await visitor.get('/api/schedules?t=1').expect(200);
      expect(upcoming.body).toContainEqual(
        expect.objectContaining({ id: created.body.id, remainingSpots: 12 }),
      );
      const ofClass = await visitor.get(`/api/schedules/${id}`).expect(200);
      expect(ofClass.body.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
      await admin.put(`/api/admin/schedules/${created.body.id}/cancel`).expect(200);
      expect((await visitor.get(`/api/schedules/${id}`).expect(200)).body).toEqual([]);
      expect(
        (await visitor.get('/api/schedules').expect(200)).body.map((s: { id: number }) => s.id),
      ).not.toContain(created.body.id);
    });

    it('answers 404 for an unknown class and 400 for a malformed id', async () => {
      await stack.agent().get('/api/classes/99999999').expect(404);
      await stack.agent().get('/api/classes/abc').expect(400);
    });

    it('rejects a malformed schedule date with its message, and days no database can hold', async () => {
      for (const date of ['03-09-2031', '9999-12-31', '0100-01-01']) {
        const res = await stack.agent().get(`/api/schedules?date=${date}`).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'date must be a day from 1970-01-01 to 9999-12-30, written yyyy-MM-dd',
          error: 'Bad Request',
        });
      }
    });

    it('serves the homepage sections and the meta settings', async () => {
      await admin
        .post('/api/admin/homepage-content')
        .send({ sectionId: 'hero', title: 'Transform Your Fitness Journey', content: [] })
        .expect(200);
      const sections = await stack.agent().get('/api/homepage-content').expect(200);
      expect(sections.body).toContainEqual(
        expect.objectContaining({ sectionId: 'hero', title: 'Transform Your Fitness Journey' }),
      );
      const meta = await stack.agent().get('/api/site-settings?category=meta').expect(200);
      expect(meta.body.map((s: { settingKey: string }) => s.settingKey)).toEqual([
        'title',
        'description',
        'ogTitle',
        'ogDescription',
        'ogImage',
      ]);
    });

    it('documents the creates as answering 201 with what they created', async () => {
      const { paths } = (await stack.agent().get('/api/docs-json').expect(200)).body;
      for (const path of [
        '/api/admin/classes',
        '/api/admin/trainers',
        '/api/admin/categories',
        '/api/admin/schedules',
      ]) {
        expect(Object.keys(paths[path].post.responses).filter((code) => code.startsWith('2'))).toEqual([
          '201',
        ]);
      }
    });

    it('describes the catalogue calls in the OpenAPI document', async () => {
      const res = await stack.agent().get('/api/docs-json').expect(200);
      for (const path of [
        '/api/classes',
        '/api/schedules',
        '/api/admin/schedules/clear-all',
        '/api/site-settings',
      ]) {
        expect(res.body.paths[path]).toBeDefined();
      }
    });
  });

  describe('admin writes through the gateway', () => {
    it('passes the validation messages through unchanged', async () => {
      const res = await admin
        .post('/api/admin/trainers')
        .send({ name: 'A', specialization: 'Yoga' })
        .expect(400);
      expect(res.body.message).toBe('Name must be at least 2 characters');
      const cls = await newClass();
      const bad = await admin.put(`/api/admin/classes/${cls.id}`).send({ price: 0.5 }).expect(400);
      expect(bad.body.message).toBe('Price must be at least 1');
      const section = await admin.post('/api/admin/homepage-content').send({ sectionId: 'hero' }).expect(400);
      expect(section.body.message).toBe('Section ID and Title are required fields');
    });

    it('refuses to delete what is still in use with 409', async () => {
      const cls = await newClass();
      await admin
        .post('/api/admin/schedules')
        .send({ classId: cls.id, startTime: '2031-08-01T16:00:00.000Z', endTime: '2031-08-01T17:00:00.000Z' })
        .expect(201);
      expect((await admin.delete(`/api/admin/classes/${cls.id}`).expect(409)).body.message).toBe(
        'This class has schedules. Cancel or remove them before deleting the class.',
      );
      expect((await admin.delete(`/api/admin/trainers/${cls.trainerId}`).expect(409)).body.message).toBe(
        'This trainer is assigned to classes. Reassign them before deleting.',
      );
      expect((await admin.delete(`/api/admin/categories/${cls.categoryId}`).expect(409)).body.message).toBe(
        'This category is used by classes. Reassign them before deleting.',
      );
    });

    it('lets an admin build a week that a member then sees day by day in Pacific time', async () => {
      const cls = await newClass({ maxCapacity: 8 });
      const week = weekStrip('2031-09-10');
      const slots = [
        { hour: 6, minute: 30, amPm: 'AM' as const },
        { hour: 12, minute: 15, amPm: 'PM' as const },
        { hour: 7, minute: 0, amPm: 'PM' as const },
      ];
      for (const date of week) {
        for (const slot of slots) {
          const start = studioLocalToUtc({ date, ...slot });
          await admin
            .post('/api/admin/schedules')
            .send({
              classId: cls.id,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
            })
            .expect(201);
        }
      }
      for (const date of week) {
        const res = await member.get(`/api/schedules?date=${date}`).expect(200);
        const mine = res.body.filter((s: { classId: number }) => s.classId === cls.id);
        expect(mine).toHaveLength(3);
        expect(mine.map((s: { startTime: string }) => utcToStudioLocal(s.startTime))).toEqual(
          slots.map((slot) => ({ date, ...slot })),
        );
        expect(mine.every((s: { remainingSpots: number }) => s.remainingSpots === 8)).toBe(true);
        expect(mine.map((s: { startTime: string }) => studioDateOf(s.startTime))).toEqual([date, date, date]);
      }
      const monday = (await member.get(`/api/schedules?date=${week[0]}`).expect(200)).body.filter(
        (s: { classId: number }) => s.classId === cls.id,
      );
      const cancelled = await admin.put(`/api/admin/schedules/${monday[0].id}/cancel`).expect(200);
      expect(cancelled.body.isCancelled).toBe(true);
      const after = (await member.get(`/api/schedules?date=${week[0]}`).expect(200)).body.filter(
        (s: { classId: number }) => s.classId === cls.id,
      );
      expect(after).toHaveLength(2);
      const adminView = (await admin.get(`/api/admin/schedules?date=${week[0]}`).expect(200)).body.filter(
        (s: { classId: number }) => s.classId === cls.id,
      );
      expect(adminView).toHaveLength(3);
      // One schedule by id, whatever its day: far outside the upcoming range, on its own day only, never cancelled.
      const byId = (await member.get(`/api/schedules?id=${monday[1].id}`).expect(200)).body;
      expect(byId).toEqual([
        expect.objectContaining({ id: monday[1].id, classId: cls.id, remainingSpots: 8 }),
      ]);
      await member.get(`/api/schedules?id=${monday[1].id}&date=${week[0]}`).expect(200, byId);
      expect(
        (await member.get(`/api/schedules?id=${monday[1].id}&date=${week[1]}`).expect(200)).body,
      ).toEqual([]);
      expect((await member.get(`/api/schedules?id=${monday[0].id}`).expect(200)).body).toEqual([]);
      expect((await admin.get(`/api/admin/schedules?id=${monday[0].id}`).expect(200)).body).toHaveLength(1);
      expect((await member.get('/api/schedules?id=2147483647').expect(200)).body).toEqual([]);
      const badId = await member.get('/api/schedules?id=1.5').expect(400);
      expect(badId.body.message).toBe('id must be a positive whole number');
      const moved = await admin
        .put(`/api/admin/schedules/${monday[1].id}`)
        .send({
          classId: cls.id,
          startTime: studioLocalToUtc({
            date: addDays(week[0], 0),
            hour: 1,
            minute: 0,
            amPm: 'PM',
          }).toISOString(),
          endTime: studioLocalToUtc({ date: week[0], hour: 2, minute: 0, amPm: 'PM' }).toISOString(),
        })
        .expect(200);
      expect(utcToStudioLocal(moved.body.startTime)).toEqual({
        date: week[0],
        hour: 1,
        minute: 0,
        amPm: 'PM',
      });
      const bySchedule = await member.get(`/api/schedules/${cls.id}`).expect(200);
      expect(bySchedule.body.length).toBeGreaterThanOrEqual(20);
    });

    it('saves categories that the public list shows at once, and updates and deletes them', async () => {
      const name = unique('Barre');
      const created = await admin
        .post('/api/admin/categories')
        .send({ name, description: 'Ballet' })
        .expect(201);
      expect((await stack.agent().get('/api/categories').expect(200)).body).toContainEqual(created.body);
      await admin
        .put(`/api/admin/categories/${created.body.id}`)
        .send({ description: 'Ballet-inspired' })
        .expect(200);
      expect((await admin.get('/api/admin/categories').expect(200)).body).toContainEqual({
        ...created.body,
        description: 'Ballet-inspired',
      });
      await admin.delete(`/api/admin/categories/${created.body.id}`).expect(200);
      await admin.post('/api/admin/categories').send({ name }).expect(201);
      expect((await admin.post('/api/admin/categories').send({ name }).expect(409)).body.message).toBe(
        'A category with this name already exists',
      );
    });

    it('updates and deletes trainers and classes', async () => {
      const cls = await newClass();
      await admin.put(`/api/admin/trainers/${cls.trainerId}`).send({ bio: 'Loves flow' }).expect(200);
      expect((await admin.get('/api/admin/trainers').expect(200)).body).toContainEqual(
        expect.objectContaining({ id: cls.trainerId, bio: 'Loves flow' }),
      );
      await admin.put(`/api/admin/classes/${cls.id}`).send({ name: 'Renamed Flow' }).expect(200);
      expect((await stack.agent().get(`/api/classes/${cls.id}`).expect(200)).body.name).toBe('Renamed Flow');
      await admin.delete(`/api/admin/classes/${cls.id}`).expect(200);
      await admin.delete(`/api/admin/trainers/${cls.trainerId}`).expect(200);
    });

    it('writes the meta settings into the index.html served to crawlers, escaped', async () => {
      const save = (settingKey: string, settingValue: string) =>
        admin.post('/api/site-settings').send({ settingKey, settingValue, category: 'meta' }).expect(200);
      await save('title', 'Move & Breathe Studio');
      await save('description', 'Classes "for everyone"');
      await save('ogTitle', 'Move <Studio>');
      await save('ogDescription', 'Book in seconds');
      await save('ogImage', '/share/card.png');
      const bad = await admin
        .post('/api/site-settings')
        .send({ settingKey: 'ogImage', settingValue: 'https://x.test/a.png', category: 'meta' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Social image path should be relative to the site root');

      const res = await stack.agent().get('/').expect(200);
      const html = res.text;
      expect(html).toContain('<title>Move &amp; Breathe Studio</title>');
      expect(html).not.toContain('Vite App');
      expect(html).toContain('<meta name="description" content="Classes &quot;for everyone&quot;" />');
      expect(html).toContain('<meta property="og:title" content="Move &lt;Studio&gt;" />');
      expect(html).toContain('<meta property="og:description" content="Book in seconds" />');
      expect(html).toContain(
        '<meta property="og:image" content="https://studio.example.com/share/card.png" />',
      );
      expect(html).toContain('<meta property="og:url" content="https://studio.example.com/" />');
      const deep = await stack.agent().get('/booking/12').expect(200);
      expect(deep.text).toContain(
        '<meta property="og:url" content="https://studio.example.com/booking/12" />',
      );
      expect(deep.text).toContain('<link rel="canonical" href="https://studio.example.com/booking/12" />');
      // Any spelling the app takes names the screen's one address.
      const spelled = await stack.agent().get('/CLASSES/').expect(200);
      expect(spelled.text).toContain(
        '<meta property="og:url" content="https://studio.example.com/classes" />',
      );
      expect(spelled.text).toContain('<link rel="canonical" href="https://studio.example.com/classes" />');
      expect(html).toContain('<link rel="canonical" href="https://studio.example.com/" />');
      const missing = await stack.agent().get('/no/such/screen').expect(404);
      expect(missing.text).toContain('<meta property="og:url" content="https://studio.example.com/" />');
      expect(html).toContain('<meta property="og:type" content="website" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('<meta name="twitter:title" content="Move &lt;Studio&gt;" />');
      expect(html).toContain('<meta name="twitter:description" content="Book in seconds" />');
      expect(html).toContain(
        '<meta name="twitter:image" content="https://studio.example.com/share/card.png" />',
      );
      expect(html.match(/og:title/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect((await stack.agent().get('/classes/member').expect(200)).text).toContain(
        '<title>Move &amp; Breathe Studio</title>',
      );
    });

    it('shows a saved meta title on the very next page, although the tags are cached', async () => {
      const before = unique('Studio Before');
      await admin
        .post('/api/site-settings')
        .send({ settingKey: 'title', settingValue: before, category: 'meta' })
        .expect(200);
      expect((await stack.agent().get('/').expect(200)).text).toContain(`<title>${before}</title>`);
      const after = unique('Studio After');
      await admin
        .post('/api/site-settings')
        .send({ settingKey: 'title', settingValue: after, category: 'meta' })
        .expect(200);
      expect((await stack.agent().get('/').expect(200)).text).toContain(`<title>${after}</title>`);
    });

    it('checks types, formats and zones before a schedule or class reaches the catalogue', async () => {
      const cls = await newClass();
      const zone = await admin
        .post('/api/admin/schedules')
        .send({ classId: cls.id, startTime: '2031-12-09 09:00', endTime: '2031-12-09T10:00:00Z' })
        .expect(400);
      expect(zone.body.message).toBe(
        'startTime must be an ISO 8601 time with a zone, such as 2026-03-09T16:00:00.000Z',
      );
      const price = await admin.put(`/api/admin/classes/${cls.id}`).send({ price: 20.555 }).expect(400);
      expect(price.body.message).toBe('Price must have at most two decimals');
      const name = await admin.post('/api/admin/categories').send({ name: 123 }).expect(400);
      expect(name.body.message).toBe('Name must be text');
      const link = await admin
        .post('/api/admin/homepage-content')
        .send({ sectionId: 'cta', title: 'Ready?', buttonLink: 'javascript:alert(1)' })
        .expect(400);
      expect(link.body.message).toBe('Button links must be a path on this site or an http(s) address');
      const defaults = await admin
        .post('/api/admin/classes')
        .send({ name: unique('Defaults'), trainerId: cls.trainerId, categoryId: cls.categoryId, price: 15 })
        .expect(201);
      expect(defaults.body).toMatchObject({ duration: 60, maxCapacity: 10 });
    });

    it('clears the whole calendar and answers the count', async () => {
      const cls = await newClass();
      await admin
        .post('/api/admin/schedules')
        .send({ classId: cls.id, startTime: '2031-10-01T16:00:00.000Z', endTime: '2031-10-01T17:00:00.000Z' })
        .expect(201);
      const res = await admin.delete('/api/admin/schedules/clear-all').expect(200);
      expect(res.body.count).toBeGreaterThanOrEqual(1);
      expect((await stack.agent().get('/api/schedules?date=2031-10-01').expect(200)).body).toEqual([]);
    });
  });
});

describe('gateway: crawler tags while the catalog is down', () => {
  let stack: Stack;

  beforeAll(async () => {
    process.env.FRONTEND_DIST = frontendDist();
    stack = await startStack([]);
  });
  afterAll(async () => {
    delete process.env.FRONTEND_DIST;
    await stack.close();
  });

  it('writes the default title and social tags', async () => {
    const html = (await stack.agent().get('/').expect(200)).text;
    expect(html).toContain('<title>Studio — Book Your Next Class</title>');
    expect(html).toContain('<meta property="og:title" content="Alternative Fitness Studio" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png" />');
  });

  it('answers the catalogue calls with 503, never 500', async () => {
    const res = await stack.agent().get('/api/classes');
    expect(res.status).toBe(503);
  });
});
