import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { ADMIN, MEMBER, startCatalog } from './catalog-test-app';

const LINK_MESSAGE = 'Button links must be a path on this site or an http(s) address';

describe('catalog service: homepage content and site settings', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    ({ app, http } = await startCatalog());
  });
  afterAll(() => app.close());

  describe('homepage content', () => {
    it('admins only may save a section', async () => {
      await http.post('/admin/homepage-content').send({ sectionId: 'hero', title: 'Hi' }).expect(401);
      await http
        .post('/admin/homepage-content')
        .set(MEMBER)
        .send({ sectionId: 'hero', title: 'Hi' })
        .expect(403);
    });

    it('creates a section, then replaces it by its sectionId, keeping fields left out', async () => {
      const first = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({
          sectionId: 'benefits',
          title: 'Why Train With Us',
          subtitle: 'Everything you need',
          buttonColor: '#4f46e5',
          content: [{ title: 'Expert Trainers', description: 'Certified coaches' }],
        })
        .expect(200);
      expect(first.body).toMatchObject({
        id: expect.any(Number),
        sectionId: 'benefits',
        title: 'Why Train With Us',
        subtitle: 'Everything you need',
        buttonText: null,
        buttonColor: '#4f46e5',
        content: [{ title: 'Expert Trainers', description: 'Certified coaches' }],
        updatedAt: expect.any(String),
      });
      const second = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ id: 999, sectionId: 'benefits', title: 'Train Smarter' })
        .expect(200);
      expect(second.body).toMatchObject({
        id: first.body.id,
        title: 'Train Smarter',
        subtitle: 'Everything you need',
      });
      const list = await http.get('/homepage-content').expect(200);
      expect(list.body.filter((s: { sectionId: string }) => s.sectionId === 'benefits')).toHaveLength(1);
    });

    it('lists sections in page order', async () => {
      await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'cta', title: 'Ready?' })
        .expect(200);
      await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'hero', title: 'Transform' })
        .expect(200);
      const order = (await http.get('/homepage-content').expect(200)).body.map(
        (s: { sectionId: string }) => s.sectionId,
      );
      const known = ['hero', 'benefits', 'featured', 'cta'].filter((id) => order.includes(id));
      expect(order).toEqual(known);
    });

    it.each(['/classes', '/auth?mode=login', 'https://studio.example.com/offers', 'http://example.com'])(
      'accepts the button link %s',
      async (link) => {
        const res = await http
          .post('/admin/homepage-content')
          .set(ADMIN)
          .send({ sectionId: 'featured', title: 'Featured', buttonLink: link, secondaryButtonLink: link })
          .expect(200);
        expect(res.body).toMatchObject({ buttonLink: link, secondaryButtonLink: link });
      },
    );

    it.each([
      [{ title: 'No id' }, 'Section ID and Title are required fields'],
      [{ sectionId: 'hero' }, 'Section ID and Title are required fields'],
      [{ sectionId: 'hero', title: '   ' }, 'Section ID and Title are required fields'],
      [{ sectionId: '', title: 'x' }, 'Section ID and Title are required fields'],
      [{ sectionId: 'footer', title: 'x' }, 'Unknown section: footer'],
      [{ sectionId: 'cta', title: 'x', buttonLink: 'javascript:alert(1)' }, LINK_MESSAGE],
      [{ sectionId: 'cta', title: 'x', secondaryButtonLink: 'JavaScript:alert(1)' }, LINK_MESSAGE],
      [{ sectionId: 'cta', title: 'x', buttonLink: '//evil.example.com' }, LINK_MESSAGE],
      [{ sectionId: 'cta', title: 'x', buttonLink: '/\\evil.example.com' }, LINK_MESSAGE],
      [{ sectionId: 'cta', title: 'x', buttonLink: 'data:text/html,hi' }, LINK_MESSAGE],
      [{ sectionId: 'cta', title: 'x', buttonLink: 'classes' }, LINK_MESSAGE],
    ])('rejects %j with "%s"', async (body, message) => {
      const res = await http.post('/admin/homepage-content').set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('site settings', () => {
    it('gives the five meta settings, with defaults for those never set', async () => {
      const res = await http.get('/site-settings?category=meta').expect(200);
      expect(res.body.map((s: { settingKey: string }) => s.settingKey)).toEqual([
        'title',
        'description',
        'ogTitle',
        'ogDescription',
        'ogImage',
      ]);
      for (const s of res.body) expect(typeof s.settingValue).toBe('string');
    });

    it('saves a meta setting that is read back at once', async () => {
      await http
        .post('/site-settings')
        .set(ADMIN)
        .send({ settingKey: 'ogTitle', settingValue: 'Move Studio', category: 'meta' })
        .expect(200);
      const res = await http.get('/site-settings?category=meta').expect(200);
      expect(res.body).toContainEqual({ settingKey: 'ogTitle', settingValue: 'Move Studio' });
    });

    it('returns a meta setting to its default when saved empty', async () => {
      await http
        .post('/site-settings')
        .set(ADMIN)
        .send({ settingKey: 'ogImage', settingValue: '/x.png', category: 'meta' })
        .expect(200);
      const res = await http
        .post('/site-settings')
        .set(ADMIN)
        .send({ settingKey: 'ogImage', settingValue: '', category: 'meta' })
        .expect(200);
      expect(res.body).toEqual({ settingKey: 'ogImage', settingValue: '/og-image.png' });
    });

    it('admins only may save settings', async () => {
      const body = { settingKey: 'title', settingValue: 'Hacked', category: 'meta' };
      await http.post('/site-settings').send(body).expect(401);
      await http.post('/site-settings').set(MEMBER).send(body).expect(403);
    });

    it.each([
      [
        { settingKey: 'ogImage', settingValue: 'https://evil.example/x.png', category: 'meta' },
        'Social image path should be relative to the site root',
      ],
      [
        { settingKey: 'ogImage', settingValue: '//evil.example/x.png', category: 'meta' },
        'Social image path should be relative to the site root',
      ],
      [{ settingKey: 'favicon', settingValue: '/f.ico', category: 'meta' }, 'Unknown meta setting: favicon'],
      [
        { settingKey: 'title', settingValue: 'x', category: 'general' },
        "title is a meta setting: save it with the category 'meta'",
      ],
      [{ settingValue: 'x', category: 'meta' }, 'Setting key is required'],
    ])('rejects %j with "%s"', async (body, message) => {
      const res = await http.post('/site-settings').set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('keeps settings of other categories apart from the meta ones', async () => {
      await http
        .post('/site-settings')
        .set(ADMIN)
        .send({ settingKey: 'supportEmail', settingValue: 'help@studio.test' })
        .expect(200);
      const general = await http.get('/site-settings?category=general').expect(200);
      expect(general.body).toContainEqual({ settingKey: 'supportEmail', settingValue: 'help@studio.test' });
      const meta = await http.get('/site-settings?category=meta').expect(200);
      expect(meta.body.map((s: { settingKey: string }) => s.settingKey)).not.toContain('supportEmail');
    });
  });
});
