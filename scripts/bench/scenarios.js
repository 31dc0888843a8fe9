// The HTTP figures `npm run bench` measures in each mode, in order. A service adds its reads here (and its data
// in seed.js). `kind` picks the target the figure is judged against:
//   public    – a visitor's read: at least 10 % of the bare server's requests/s with p99 under 100 ms
//               (distributed), at least 5 % embedded
//   signed-in – a member's read with the session cookie: at least 5 % (distributed)
//   probe     – health and the like: reported, no target
// `path` may be a function of the run's context: { today } (the studio date, YYYY-MM-DD).
module.exports = [
  {
    name: 'GET /api/schedules?date= (one studio day)',
    kind: 'public',
    path: (ctx) => `/api/schedules?date=${ctx.today}`,
  },
  { name: 'GET /api/schedules (upcoming)', kind: 'public', path: '/api/schedules' },
  { name: 'GET /api/classes', kind: 'public', path: '/api/classes' },
  { name: 'GET /api/classes/featured', kind: 'public', path: '/api/classes/featured' },
  { name: 'GET /api/homepage-content', kind: 'public', path: '/api/homepage-content' },
  { name: 'GET /api/categories', kind: 'public', path: '/api/categories' },
  { name: 'GET /api/user (signed in)', kind: 'signed-in', path: '/api/user', signedIn: true },
  { name: 'GET /api/health', kind: 'probe', path: '/api/health' },
  { name: 'GET /api/health/live', kind: 'probe', path: '/api/health/live' },
];
