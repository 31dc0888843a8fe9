import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { unique } from '@studio/platform/testing';
import { ADMIN, MEMBER, newClass, startCatalog } from './catalog-test-app';

describe('catalog service: categories, trainers and classes', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    ({ app, http } = await startCatalog());
  });
  afterAll(() => app.close());

  describe('admin rules', () => {
    it.each([
      ['post', '/admin/categories'],
      ['get', '/admin/categories'],
      ['get', '/admin/trainers'],
      ['post', '/admin/trainers'],
      ['post', '/admin/classes'],
      ['put', '/admin/classes/1'],
      ['delete', '/admin/classes/1'],
    ] as const)('%s %s answers 401 to anonymous callers and 403 to members', async (method, path) => {
      await http[method](path).send({}).expect(401);
      const res = await http[method](path).set(MEMBER).send({}).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Admin access required', error: 'Forbidden' });
    });
  });

  describe('categories', () => {
    it('creates a category that the public list shows at once', async () => {
      const name = unique('Barre');
      const created = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name, description: 'Ballet-inspired' })
        .expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), name, description: 'Ballet-inspired' });
      const list = await http.get('/categories').expect(200);
      expect(list.body).toContainEqual(created.body);
    });

    it('rejects a name shorter than 2 characters', async () => {
      const res = await http.post('/admin/categories').set(ADMIN).send({ name: 'Y' }).expect(400);
      expect(res.body.message).toBe('Name must be at least 2 characters');
    });

    it.each([
      [{ name: 123 }, 'Name must be text'],
      [{}, 'Name must be at least 2 characters'],
      [{ name: null }, 'Name must be at least 2 characters'],
    ])('rejects %j with "%s"', async (body, message) => {
      const res = await http.post('/admin/categories').set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('says a name of the wrong type must be text on update too', async () => {
      const created = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: unique('Pilates') })
        .expect(201);
      const res = await http
        .put(`/admin/categories/${created.body.id}`)
        .set(ADMIN)
        .send({ name: 123 })
        .expect(400);
      expect(res.body.message).toBe('Name must be text');
    });

    it('rejects a duplicate name, whatever its case, with 409', async () => {
      const name = unique('Dance');
      await http.post('/admin/categories').set(ADMIN).send({ name }).expect(201);
      const res = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: name.toUpperCase() })
        .expect(409);
      expect(res.body.message).toBe('A category with this name already exists');
    });

    it('takes a name typed with a separate accent as the same name, stored composed', async () => {
      const name = unique('Café');
      const created = await http.post('/admin/categories').set(ADMIN).send({ name }).expect(201);
      expect(created.body.name).toBe(name);
      await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: name.normalize('NFD') })
        .expect(409);
    });

    it('takes a name typed in full-width letters as the name it reads as', async () => {
      const name = unique('Yoga');
      const fullWidth = (text: string) =>
        text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
      const created = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: fullWidth(name) })
        .expect(201);
      expect(created.body.name).toBe(name);
      const taken = await http.post('/admin/categories').set(ADMIN).send({ name }).expect(409);
      expect(taken.body.message).toBe('A category with this name already exists');
    });

    it('updates and deletes an unused category', async () => {
      const created = await http
        .post('/admin/categories')
        .set(ADMIN)
        .send({ name: unique('Stretch') })
        .expect(201);
      const renamed = unique('Mobility');
      const updated = await http
        .put(`/admin/categories/${created.body.id}`)
        .set(ADMIN)
        .send({ name: renamed })
        .expect(200);
      expect(updated.body.name).toBe(renamed);
      await http.delete(`/admin/categories/${created.body.id}`).set(ADMIN).expect(200);
      const list = await http.get('/admin/categories').set(ADMIN).expect(200);
      expect(list.body.map((c: { id: number }) => c.id)).not.toContain(created.body.id);
    });

    it('refuses to delete a category used by classes with 409', async () => {
      const { categoryId } = await newClass(http);
      const res = await http.delete(`/admin/categories/${categoryId}`).set(ADMIN).expect(409);
      expect(res.body.message).toBe('This category is used by classes. Reassign them before deleting.');
    });

    it('answers 404 for an unknown category', async () => {
      await http.put('/admin/categories/999999').set(ADMIN).send({ name: 'Whatever' }).expect(404);
    });
  });

  describe('trainers', () => {
    it('creates, lists, updates and deletes a trainer', async () => {
      const name = unique('Alex');
      const created = await http
        .post('/admin/trainers')
        .set(ADMIN)
        .send({ name, specialization: 'Boxing', bio: 'Ten years in the ring', imageUrl: '/t.png' })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name,
        specialization: 'Boxing',
        bio: 'Ten years in the ring',
        imageUrl: '/t.png',
      });
      const list = await http.get('/admin/trainers').set(ADMIN).expect(200);
      expect(list.body).toContainEqual(created.body);
      const updated = await http
        .put(`/admin/trainers/${created.body.id}`)
        .set(ADMIN)
        .send({ specialization: 'Kickboxing' })
        .expect(200);
      expect(updated.body).toMatchObject({ name, specialization: 'Kickboxing' });
      await http.delete(`/admin/trainers/${created.body.id}`).set(ADMIN).expect(200);
      await http.delete(`/admin/trainers/${created.body.id}`).set(ADMIN).expect(404);
    });

    it.each([
      [{ name: 'A', specialization: 'Yoga' }, 'Name must be at least 2 characters'],
      [{ specialization: 'Yoga' }, 'Name must be at least 2 characters'],
      [{ name: 'Alex', specialization: 'Y' }, 'Specialization must be at least 2 characters'],
      [{ name: 123, specialization: 'Yoga' }, 'Name must be text'],
      [{ name: 'Alex', specialization: 42 }, 'Specialization must be text'],
    ])('rejects %j with "%s"', async (body, message) => {
      const res = await http.post('/admin/trainers').set(ADMIN).send(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses to delete a trainer assigned to classes with 409', async () => {
      const { trainerId } = await newClass(http);
      const res = await http.delete(`/admin/trainers/${trainerId}`).set(ADMIN).expect(409);
      expect(res.body.message).toBe('This trainer is assigned to classes. Reassign them before deleting.');
    });
  });

  describe('classes', () => {
    it('creates a class read back with its trainer, category and price in dollars', async () => {
      const { classId, trainerId, categoryId } = await newClass(http, { price: 22.5 });
      const res = await http.get(`/classes/${classId}`).expect(200);
      expect(res.body).toMatchObject({
        id: classId,
        trainerId,
        categoryId,
        price: 22.5,
        duration: 60,
        maxCapacity: 10,
        studio: 'Studio A',
        requirements: 'Water bottle',
        imageData: null,
        trainer: { name: expect.stringMatching(/^Trainer_/), specialization: 'Testing' },
        category: { id: categoryId, name: expect.stringMatching(/^Category_/) },
      });
      const list = await http.get('/classes').expect(200);
      expect(list.body.map((c: { id: number }) => c.id)).toContain(classId);
    });

    it.each([
      [{ price: 0 }, 'Price must be at least 1'],
      [{ price: undefined }, 'Price must be at least 1'],
      [{ price: 'ten' }, 'Price must be a number'],
      [{ price: 20.555 }, 'Price must have at most two decimals'],
      [{ duration: 10 }, 'Duration must be at least 15 minutes'],
      [{ duration: 60.5 }, 'Duration must be a whole number of minutes'],
      [{ duration: 'sixty' }, 'Duration must be a number of minutes'],
      [{ maxCapacity: 0 }, 'Max capacity must be at least 1'],
      [{ maxCapacity: 2.5 }, 'Max capacity must be a whole number'],
      [{ name: 123 }, 'Class name must be text'],
      [{ name: undefined }, 'Class name is required'],
      [{ trainerId: 0 }, 'Please select a trainer'],
      [{ categoryId: 0 }, 'Please select a category'],
      [{ trainerId: 999999 }, 'Trainer not found'],
      [{ categoryId: 999999 }, 'Category not found'],
      [
        { imageData: 'data:text/html;base64,PGI+' },
        'Image must be a PNG, JPEG, WebP, GIF, AVIF, BMP, ICO or SVG of at most 700 KB',
      ],
    ])('rejects a class with %j: "%s"', async (override, message) => {
      const { trainerId, categoryId } = await newClass(http);
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send({
          name: unique('Bad'),
          trainerId,
          categoryId,
          price: 20,
          duration: 60,
          maxCapacity: 10,
          ...override,
        })
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('gives a class 60 minutes and 10 places when duration and maxCapacity are left out', async () => {
      const { trainerId, categoryId } = await newClass(http);
      const created = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send({ name: unique('Defaults'), trainerId, categoryId, price: 18 })
        .expect(201);
      expect(created.body).toMatchObject({ duration: 60, maxCapacity: 10, price: 18 });
      expect((await http.get(`/classes/${created.body.id}`).expect(200)).body).toMatchObject({
        duration: 60,
        maxCapacity: 10,
      });
    });

    it('rejects an image larger than 700 KB', async () => {
      const { trainerId, categoryId } = await newClass(http);
      const imageData = `data:image/png;base64,${'A'.repeat(720 * 1024)}`;
      const res = await http
        .post('/admin/classes')
        .set(ADMIN)
        .send({
          name: unique('Big'),
          trainerId,
          categoryId,
          price: 20,
          duration: 60,
          maxCapacity: 10,
          imageData,
        })
        .expect(400);
      expect(res.body.message).toBe(
        'Image must be a PNG, JPEG, WebP, GIF, AVIF, BMP, ICO or SVG of at most 700 KB',
      );
    });

    it('keeps an uploaded image as its data string', async () => {
      const imageData =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const { classId } = await newClass(http, { imageData });
      const res = await http.get(`/classes/${classId}`).expect(200);
      expect(res.body.imageData).toBe(imageData);
    });

    it('updates only the fields sent', async () => {
      const { classId } = await newClass(http);
      const res = await http
        .put(`/admin/classes/${classId}`)
        .set(ADMIN)
        .send({ price: 18.75, maxCapacity: 4 })
        .expect(200);
      expect(res.body).toMatchObject({ price: 18.75, maxCapacity: 4, duration: 60, studio: 'Studio A' });
    });

    it('rejects an update that breaks a rule and changes nothing', async () => {
      const { classId } = await newClass(http);
      const res = await http.put(`/admin/classes/${classId}`).set(ADMIN).send({ duration: 5 }).expect(400);
      expect(res.body.message).toBe('Duration must be at least 15 minutes');
      expect((await http.get(`/classes/${classId}`).expect(200)).body.duration).toBe(60);
    });

    it('deletes a class without schedules', async () => {
      const { classId } = await newClass(http);
      await http.delete(`/admin/classes/${classId}`).set(ADMIN).expect(200);
      await http.get(`/classes/${classId}`).expect(404);
    });

    it('refuses to delete a class that has schedules with 409', async () => {
      const { classId } = await newClass(http);
      await http
        .post('/admin/schedules')
        .set(ADMIN)
        .send({ classId, startTime: '2031-05-01T16:00:00.000Z', endTime: '2031-05-01T17:00:00.000Z' })
        .expect(201);
      const res = await http.delete(`/admin/classes/${classId}`).set(ADMIN).expect(409);
      expect(res.body.message).toBe(
        'This class has schedules. Cancel or remove them before deleting the class.',
      );
    });

    it('lists flagged classes as featured', async () => {
      const { classId } = await newClass(http, { featured: true });
      const res = await http.get('/classes/featured').expect(200);
      expect(res.body.every((c: { featured: boolean }) => c.featured)).toBe(true);
      expect(res.body.length).toBeLessThanOrEqual(6);
      expect(res.body.length).toBeGreaterThan(0);
      expect(classId).toBeGreaterThan(0);
    });
  });
});
