import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { unique } from '@studio/platform/testing';
import { CatalogMessages } from '@studio/contracts';
import { ADMIN, newClass, startCatalog } from './catalog-test-app';

const IMAGE_URL_MESSAGE = 'Image URL must be a path on this site or an http(s) address';
const SVG_MESSAGE = 'SVG images must not hold scripts, event handlers, links or content from elsewhere';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A 1×1 white 24-bit BMP. */
const BMP = `data:image/bmp;base64,${Buffer.from(
  '424d3a000000000000003600000028000000010000000100000001001800000000000400000000000000000000000000000000000000ffffff00',
  'hex',
).toString('base64')}`;
const svg = (markup: string): string => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';

describe('catalog service: bad input answers 4xx and changes nothing', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    ({ app, http } = await startCatalog());
  });
  afterAll(() => app.close());

  async function classBody(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const { trainerId, categoryId } = await newClass(http);
    return { name: unique('Class'), trainerId, categoryId, price: 20, ...overrides };
  }

  describe('null is refused with a 400 naming the field, on create and on update', () => {
    it.each([
      ['name', 'Name must be at least 2 characters'],
      ['description', null],
    ])('category %s: null', async (field, message) => {
      const create = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: unique('Cat'), [field]: null });
      const { categoryId } = await newClass(http);
      const update = await http
        .put(`/admin/categories/${categoryId}`)
        .set(ADMIN)
        .send({ [field]: null });
      if (message === null) {
        expect([create.status, update.status]).toEqual([201, 200]);
        expect(update.body[field]).toBeNull();
      } else {
        expect([create.status, create.body.message]).toEqual([400, message]);
        expect([update.status, update.body.message]).toEqual([400, message]);
      }
    });

    it.each([
      ['name', 'Name must be at least 2 characters'],
      ['specialization', 'Specialization must be at least 2 characters'],
      ['bio', null],
      ['imageUrl', null],
    ])('trainer %s: null', async (field, message) => {
      const create = await http
        .post('/admin/trainers')
        .set(ADMIN)
        .send({ name: 'Alex Kim', specialization: 'Boxing', [field]: null });
      const { trainerId } = await newClass(http);
      const update = await http
        .put(`/admin/trainers/${trainerId}`)
        .set(ADMIN)
        .send({ [field]: null });
      if (message === null) {
        expect([create.status, update.status]).toEqual([201, 200]);
        expect(update.body[field]).toBeNull();
      } else {
        expect([create.status, create.body.message]).toEqual([400, message]);
        expect([update.status, update.body.message]).toEqual([400, message]);
      }
    });

    it.each([
      ['name', 'Class name is required'],
      ['description', 'Description must be text'],
      ['trainerId', 'Please select a trainer'],
      ['categoryId', 'Please select a category'],
      ['price', 'Price must be at least 1'],
      ['duration', 'Duration must be a number of minutes'],
      ['maxCapacity', 'Max capacity must be a number'],
      ['studio', 'Studio must be text'],
      ['requirements', 'Requirements must be text'],
      ['featured', 'Featured must be true or false'],
      ['imageUrl', null],
      ['imageData', null],
    ])('class %s: null', async (field, message) => {
      const create = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ [field]: null }));
      const { classId } = await newClass(http, { imageUrl: '/c.png', imageData: PNG });
      const update = await http
        .put(`/admin/classes/${classId}`)
        .set(ADMIN)
        .send({ [field]: null });
      if (message === null) {
        expect([create.status, update.status]).toEqual([201, 200]);
        expect(update.body[field]).toBeNull();
      } else {
        expect([create.status, create.body.message]).toEqual([400, message]);
        expect([update.status, update.body.message]).toEqual([400, message]);
        expect((await http.get(`/classes/${classId}`).expect(200)).body[field]).not.toBeNull();
      }
    });

    it('refuses null for a schedule field and for homepage content', async () => {
      const { classId } = await newClass(http);
      const schedule = await http
        .post('/admin/schedules')
        .set(ADMIN)
        .send({ classId, startTime: '2031-06-01T16:00:00.000Z', endTime: '2031-06-01T17:00:00.000Z' })
        .expect(201);
      const moved = await http
        .put(`/admin/schedules/${schedule.body.id}`)
        .set(ADMIN)
        .send({ startTime: null })
        .expect(400);
      expect(moved.body.message).toBe('Start time must be an ISO date-time');
      const section = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'benefits', title: 'Why Us', content: null })
        .expect(400);
      expect(section.body.message).toBe('Content must be a list of {title, description}');
    });

    it('refuses homepage content holding other than items, and does not echo a long unknown section', async () => {
      const mixed = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'benefits', title: 'Ben', content: [1, 2, { x: 1 }] })
        .expect(400);
      expect(mixed.body.message).toBe('Content must be a list of {title, description}');
      // A blank item would show as an empty card on the public home.
      for (const [item, message] of [
        [{ title: '', description: 'Coaches' }, 'Each content item needs a title'],
        [{ title: 'Coaches', description: '   ' }, 'Each content item needs a description'],
      ] as const) {
        const blank = await http
          .post('/admin/homepage-content')
          .set(ADMIN)
          .send({ sectionId: 'benefits', title: 'Ben', content: [item] })
          .expect(400);
        expect(blank.body.message).toBe(message);
      }
      const unknown = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'A'.repeat(10_000), title: 'x' })
        .expect(400);
      expect(unknown.body.message).toBe(`Unknown section: ${'A'.repeat(40)}…`);
    });
  });

  describe('text is trimmed before its length rule', () => {
    it.each([
      ['/admin/categories', { name: '  a ' }, 'Name must be at least 2 characters'],
      ['/admin/categories', { name: '   ' }, 'Name must be at least 2 characters'],
      ['/admin/trainers', { name: ' a ', specialization: 'Yoga' }, 'Name must be at least 2 characters'],
      [
        '/admin/trainers',
        { name: 'Alex', specialization: '    ' },
        'Specialization must be at least 2 characters',
      ],
    ])('POST %s %j: "%s"', async (path, body, message) => {
      const res = await http.post(path).set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a whitespace-only class name and a whitespace-only rename', async () => {
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ name: '   ' }))
        .expect(400);
      expect(res.body.message).toBe('Class name is required');
      const { categoryId } = await newClass(http);
      const rename = await http
        .put(`/admin/categories/${categoryId}`)
        .set(ADMIN)
        .send({ name: ' \t ' })
        .expect(400);
      expect(rename.body.message).toBe('Name must be at least 2 characters');
    });

    it('counts the maximum length after trimming', async () => {
      const name = `  ${'n'.repeat(100)}  `;
      const created = await http.post('/admin/categories').set(ADMIN).send({ name }).expect(201);
      expect(created.body.name).toBe('n'.repeat(100));
      await http.delete(`/admin/categories/${created.body.id}`).set(ADMIN).expect(200);
      const long = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: 'n'.repeat(101) })
        .expect(400);
      expect(long.body.message).toBe('Name must be at most 100 characters');
    });
  });

  describe('names and titles are one line of plain text', () => {
    it.each([
      ['/admin/categories', { name: 'Yoga\r\nBcc: x' }, 'Name must be a single line of plain text'],
      [
        '/admin/trainers',
        { name: 'Alex\u202eevil', specialization: 'Yoga' },
        'Name must be a single line of plain text',
      ],
      [
        '/admin/trainers',
        { name: 'Alex', specialization: 'Yoga\u001b[31m' },
        'Specialization must be a single line of plain text',
      ],
      [
        '/admin/homepage-content',
        { sectionId: 'hero', title: 'Welcome\nSUMMARY:x' },
        'Title must be a single line of plain text',
      ],
    ])('POST %s %j: "%s"', async (path, body, message) => {
      const res = await http.post(path).set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it.each([
      [{ name: 'ICS\r\nSUMMARY:Injected' }, 'Class name must be a single line of plain text'],
      [{ studio: 'Room\r\nLOCATION:evil' }, 'Studio must be a single line of plain text'],
    ])('refuses a class of %j and keeps a description of several lines', async (field, message) => {
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody(field))
        .expect(400);
      expect(res.body.message).toBe(message);
      await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ name: unique('Zoë’s Flow 🧘'), description: 'Bring a mat.\nWater too.' }))
        .expect(201);
    });
  });

  describe('numbers', () => {
    it.each([
      [1e-9, 'Price must have at most two decimals'],
      [20.001, 'Price must have at most two decimals'],
      [1e21, 'Price must be at most 100000'],
      [-5, 'Price must be at least 1'],
    ])('refuses a price of %p: "%s"', async (price, message) => {
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ price }))
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('keeps a price of 19.99 as exactly 19.99', async () => {
      const { classId } = await newClass(http, { price: 19.99 });
      expect((await http.get(`/classes/${classId}`).expect(200)).body.price).toBe(19.99);
    });

    it.each([
      [{ trainerId: 1e12 }, 'Trainer not found'],
      [{ categoryId: 2 ** 31 }, 'Category not found'],
    ])('refuses an id beyond the id range, %j', async (override, message) => {
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody(override))
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('addresses and colours', () => {
    it.each([
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      '//evil.example/x.png',
      'ftp://example.com/x.png',
    ])('refuses the image URL %p for trainers and classes', async (imageUrl) => {
      const trainer = await http
        .post('/admin/trainers')
        .set(ADMIN)
        .send({ name: 'Alex Kim', specialization: 'Boxing', imageUrl })
        .expect(400);
      expect(trainer.body.message).toBe(IMAGE_URL_MESSAGE);
      const cls = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ imageUrl }))
        .expect(400);
      expect(cls.body.message).toBe(IMAGE_URL_MESSAGE);
    });

    it('keeps an image URL that is a path on this site or an https address', async () => {
      const { classId } = await newClass(http, { imageUrl: 'https://cdn.example.com/flow.jpg' });
      expect((await http.get(`/classes/${classId}`).expect(200)).body.imageUrl).toBe(
        'https://cdn.example.com/flow.jpg',
      );
      const trainer = await http
        .post('/admin/trainers')
        .set(ADMIN)
        .send({ name: 'Alex Kim', specialization: 'Boxing', imageUrl: ' /images/alex.jpg ' })
        .expect(201);
      expect(trainer.body.imageUrl).toBe('/images/alex.jpg');
    });

    it.each([
      ['buttonColor', 'url(javascript:alert(1))', 'Button colour'],
      ['secondaryButtonColor', 'red; background: url(https://evil.example/x)', 'Secondary button colour'],
      ['backgroundColor', 'expression(alert(1))', 'Background colour'],
      ['backgroundColor', 'var(--brand)', 'Background colour'],
    ])('refuses %s %p', async (field, value, label) => {
      const res = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'cta', title: 'Ready?', [field]: value })
        .expect(400);
      expect(res.body.message).toBe(
        `${label} must be a colour: hex, rgb(a), hsl(a) or a colour name, such as #4f46e5`,
      );
    });

    it('keeps colours written as hex, rgb(a), hsl(a) or a name', async () => {
      const colours = {
        buttonColor: 'rgba(79, 70, 229, 0.9)',
        secondaryButtonColor: 'RebeccaPurple',
        backgroundColor: 'hsl(240 50% 20%)',
      };
      const res = await http
        .post('/admin/homepage-content')
        .set(ADMIN)
        .send({ sectionId: 'featured', title: 'Featured Classes', ...colours })
        .expect(200);
      expect(res.body).toMatchObject(colours);
    });
  });

  describe('class images', () => {
    it('keeps a BMP as it was uploaded', async () => {
      const { classId } = await newClass(http, { imageData: BMP });
      expect((await http.get(`/classes/${classId}`).expect(200)).body.imageData).toBe(BMP);
    });

    it('refuses a file labelled an image that is not one, and keeps the picture it had', async () => {
      const { classId } = await newClass(http, { imageData: PNG });
      const fake = `data:image/png;base64,${Buffer.from('this is not an image').toString('base64')}`;
      const res = await http
        .put(`/admin/classes/${classId}`)
        .set(ADMIN)
        .send({ imageData: fake })
        .expect(400);
      expect(res.body.message).toBe(CatalogMessages.imageInvalid);
      expect((await http.get(`/classes/${classId}`).expect(200)).body.imageData).toBe(PNG);
    });

    it('keeps an SVG that is only a picture', async () => {
      const picture = svg(
        `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
          '<rect width="10" height="10" fill="url(#g)"/><text x="1" y="5">Rock &amp; Roll</text></svg>',
      );
      const { classId } = await newClass(http, { imageData: picture });
      expect((await http.get(`/classes/${classId}`).expect(200)).body.imageData).toBe(picture);
    });

    it.each([
      `${SVG_OPEN}<script>alert(1)</script></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`,
      `${SVG_OPEN}<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>`,
      `${SVG_OPEN}<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>`,
    ])('refuses an SVG with script: %s', async (markup) => {
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send(await classBody({ imageData: svg(markup) }))
        .expect(400);
      expect(res.body.message).toBe(SVG_MESSAGE);
    });
  });

  describe('deleting a class', () => {
    it('deletes a class whose schedules are all cancelled, with those schedules', async () => {
      const { classId } = await newClass(http);
      const schedule = await http
        .post('/admin/schedules')
        .set(ADMIN)
        .send({ classId, startTime: '2031-05-02T16:00:00.000Z', endTime: '2031-05-02T17:00:00.000Z' })
        .expect(201);
      await http.put(`/admin/schedules/${schedule.body.id}/cancel`).set(ADMIN).expect(200);
      await http.delete(`/admin/classes/${classId}`).set(ADMIN).expect(200);
      await http.get(`/classes/${classId}`).expect(404);
      const left = await http.get('/admin/schedules?date=2031-05-02').set(ADMIN).expect(200);
      expect(left.body.map((s: { id: number }) => s.id)).not.toContain(schedule.body.id);
    });

    it('keeps a class that still has an active schedule next to cancelled ones', async () => {
      const { classId } = await newClass(http);
      const times = ['2031-05-03T16:00:00.000Z', '2031-05-04T16:00:00.000Z'];
      const [first] = await Promise.all(
        times.map(
          async (startTime) =>
            (
              await http
                .post('/admin/schedules')
                .set(ADMIN)
                .send({ classId, startTime, endTime: startTime.replace('T16', 'T17') })
                .expect(201)
            ).body,
        ),
      );
      await http.put(`/admin/schedules/${first.id}/cancel`).set(ADMIN).expect(200);
      const res = await http.delete(`/admin/classes/${classId}`).set(ADMIN).expect(409);
      expect(res.body.message).toBe(
        'This class has schedules. Cancel or remove them before deleting the class.',
      );
      await http.get(`/classes/${classId}`).expect(200);
    });
  });
});
