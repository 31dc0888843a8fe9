import express from 'express';
import request from 'supertest';
import { responseCompression } from '../src/http/compression';

describe('response compression', () => {
  const body = 'data: tick\n\n'.repeat(400);
  const app = express();
  app.use(responseCompression());
  app.get('/events', (_req, res) => {
    res.type('text/event-stream').send(body);
  });
  app.get('/text', (_req, res) => {
    res.type('text/plain').send(body);
  });

  it('compresses a text body of some size', async () => {
    const res = await request(app).get('/text').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(body);
  });

  it('never compresses server-sent events', async () => {
    const res = await request(app).get('/events').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
