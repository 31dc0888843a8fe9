// A small stand-in for the gateway: serves frontend/dist (index.html fallback) and an in-memory /api with the
// contract of spec §7. For UI work and for running the e2e suite before the backend exists (E2E_BACKEND=mock).
//   node e2e/support/mock-server.mjs [port]
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'America/Los_Angeles';
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const categories = [
  { id: 1, name: 'Yoga', description: 'Flexibility and balance' },
  { id: 2, name: 'HIIT', description: 'High intensity' },
  { id: 3, name: 'Strength', description: 'Build muscle' },
];
const trainers = [
  { name: 'Maya Chen', specialization: 'Vinyasa Yoga' },
  { name: 'Jordan Reyes', specialization: 'Conditioning' },
  { name: 'Sam Patel', specialization: 'Powerlifting' },
];
const classes = [
  ['Sunrise Flow', 0, 0, 22],
  ['HIIT Blast', 1, 1, 25],
  ['Power Lift', 2, 2, 28],
  ['Restorative Yoga', 0, 0, 20],
  ['Tabata Express', 1, 1, 18],
  ['Core & Strength', 2, 2, 24],
].map(([name, cat, trainer, price], i) => ({
  id: i + 1,
  name,
  description: `${name} is a ${categories[cat].name.toLowerCase()} class for every level.`,
  price,
  duration: 60,
  maxCapacity: 12,
  imageUrl: null,
  imageData: null,
  studio: i % 2 ? 'Studio B' : 'Studio A',
  requirements: 'Water bottle, towel',
  trainerId: trainer + 1,
  categoryId: cat + 1,
  trainer: trainers[trainer],
  category: { id: categories[cat].id, name: categories[cat].name },
}));
const SLOTS = ['07:00', '09:30', '12:15', '15:00', '17:30', '19:00'];

function schedulesFor(date) {
  const seed = Number(date.replaceAll('-', '')) % 6;
  return SLOTS.map((time, i) => {
    const cls = classes[(i + seed) % classes.length];
    const start = dayjs.tz(`${date} ${time}`, TZ);
    return {
      id: Number(`${date.replaceAll('-', '').slice(2)}${i}`),
      classId: cls.id,
      startTime: start.toISOString(),
      endTime: start.add(1, 'hour').toISOString(),
      isCancelled: false,
      remainingSpots: (seed + i * 3) % 9,
      class: cls,
    };
  });
}

const users = new Map();
const sessions = new Map();
let nextUserId = 1;

function publicUser(u) {
  const { password: _password, ...rest } = u;
  return rest;
}

function readBody(req) {
  return new Promise((res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      try {
        res(data ? JSON.parse(data) : {});
      } catch {
        res({});
      }
    });
  });
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function fail(res, status, message) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict' }[status] ?? 'Error';
  send(res, status, { statusCode: status, message, error });
}

function sessionUser(req) {
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const userId = sid ? sessions.get(sid) : undefined;
  return userId ? users.get(userId) : undefined;
}

function startSession(res, user, body) {
  const sid = randomUUID();
  sessions.set(sid, user.id);
  send(res, 200, body, { 'Set-Cookie': `sid=${sid}; HttpOnly; Path=/; SameSite=Lax` });
}

async function api(req, res, url) {
  const route = `${req.method} ${url.pathname}`;
  const me = sessionUser(req);
  switch (route) {
    case 'GET /api/health':
      return send(res, 200, { status: 'ok' });
    case 'GET /api/user':
      return me ? send(res, 200, publicUser(me)) : fail(res, 401, 'Not authenticated');
    case 'GET /api/auth-status':
      return send(res, 200, {
        isAuthenticated: Boolean(me),
        hasSession: Boolean(me),
        sessionID: null,
        nodeEnv: 'mock',
        timestamp: new Date().toISOString(),
        user: me ? publicUser(me) : null,
        headers: { origin: req.headers.origin ?? null, referer: req.headers.referer ?? null, host: req.headers.host, cookieHeader: req.headers.cookie ?? null },
        session: null,
      });
    case 'POST /api/register': {
      const b = await readBody(req);
      if (!b.username || String(b.username).length < 3) return fail(res, 400, 'Username must be at least 3 characters');
      if ([...users.values()].some((u) => u.username === b.username || u.email === b.email)) {
        return fail(res, 409, 'Username or email already exists');
      }
      const user = {
        id: nextUserId++,
        username: b.username,
        password: b.password,
        fullName: b.fullName,
        email: b.email,
        isAdmin: false,
        phoneNumber: b.phoneNumber ?? null,
        emailNotifications: b.emailNotifications ?? true,
        pushNotifications: b.pushNotifications ?? true,
        smsNotifications: b.smsNotifications ?? false,
        createdAt: new Date().toISOString(),
      };
      users.set(user.id, user);
      return startSession(res, user, publicUser(user));
    }
    case 'POST /api/login': {
      const b = await readBody(req);
      const user = [...users.values()].find((u) => u.username === b.username && u.password === b.password);
      return user ? startSession(res, user, publicUser(user)) : fail(res, 401, 'Invalid username or password');
    }
    case 'POST /api/logout':
      return send(res, 200, { message: 'Logged out' }, { 'Set-Cookie': 'sid=; Max-Age=0; Path=/' });
    case 'POST /api/forgot-password':
      return send(res, 200, { message: 'If the email exists, a link was sent' });
    case 'POST /api/reset-password':
      return send(res, 200, { message: 'Password reset' });
    case 'GET /api/homepage-content':
      return send(res, 200, []);
    case 'GET /api/classes':
      return send(res, 200, classes);
    case 'GET /api/classes/featured':
      return send(res, 200, classes.slice(0, 4));
    case 'GET /api/categories':
      return send(res, 200, categories);
    case 'GET /api/schedules': {
      const date = url.searchParams.get('date') ?? dayjs().tz(TZ).format('YYYY-MM-DD');
      return send(res, 200, schedulesFor(date));
    }
    case 'GET /api/bookings':
      return me ? send(res, 200, []) : fail(res, 401, 'Not authenticated');
    default:
      if (req.method === 'GET' && url.pathname.startsWith('/api/validate-reset-token/')) {
        const valid = url.pathname.endsWith('/valid-token');
        return send(res, 200, { valid, message: valid ? 'Token is valid' : 'Invalid or expired token.' });
      }
      return fail(res, 404, `Cannot ${req.method} ${url.pathname}`);
  }
}

function serveStatic(req, res, url) {
  let file = join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  const ext = extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
  if (url.pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  else headers['Cache-Control'] = 'no-cache';
  if (url.pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
  res.writeHead(200, headers);
  res.end(readFileSync(file));
}

export function startMockServer(port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      api(req, res, url).catch((e) => fail(res, 500, String(e)));
    } else {
      serveStatic(req, res, url);
    }
  });
  return new Promise((res) => server.listen(port, '127.0.0.1', () => res(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startMockServer(Number(process.argv[2] ?? 4300));
  console.log(`mock gateway on http://localhost:${server.address().port}`);
}
