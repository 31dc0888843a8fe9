// A realistic studio on top of the demo seed, written straight into each service's database (PostgreSQL in
// distributed mode, the PGlite directories in embedded mode) so that seeding takes seconds, not minutes.
// A service adds its data here: { service, name, run(query, ctx) } where query(sql, params) answers rows and ctx
// carries what an earlier step made (the members' ids) to a later one.
const { scryptSync, randomBytes } = require('node:crypto');

/** Members seeded besides the demo accounts; they all sign in with MEMBER_PASSWORD. */
const MEMBERS = 3000;
const MEMBER_PASSWORD = 'bench-member-1';
/** Schedules from half a year back to half a year ahead, around the studio's day. */
const DAYS_BACK = 182;
const DAYS_AHEAD = 182;
const WEEKDAY_TIMES = ['06:00', '07:30', '09:00', '12:15', '16:30', '17:30', '18:30', '19:30'];
const WEEKEND_TIMES = ['08:00', '09:30', '11:00', '12:30', '16:00'];

/** The identity service's stored form (`scrypt$N$r$p$salt$hash`), made once and shared by all bench members. */
function passwordHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const steps = [
  {
    service: 'catalog',
    name: `a year of schedules (${WEEKDAY_TIMES.length} classes a weekday, ${WEEKEND_TIMES.length} a weekend day)`,
    async run(query) {
      // Studio-local times turned into UTC by PostgreSQL's own zone rules; classes rotate day by day.
      const [{ count }] = await query(
        `with classes as (select id, duration, row_number() over (order by id) - 1 as n, count(*) over () as total
                            from classes),
              days as (select d::date as day, row_number() over (order by d) as dn
                         from generate_series(current_date - $1::int, current_date + $2::int, interval '1 day') d),
              slots as (select day, dn, t::time as at, row_number() over (partition by day order by t) as sn
                          from days, unnest(case when extract(isodow from day) >= 6 then $3::text[] else $4::text[] end) t),
              rows as (insert into schedules (class_id, start_time, end_time)
                       select c.id, (s.day + s.at) at time zone 'America/Los_Angeles',
                              (s.day + s.at) at time zone 'America/Los_Angeles' + make_interval(mins => c.duration)
                         from slots s join classes c on c.n = (s.dn + s.sn) % c.total
                       returning 1)
         select count(*)::int as count from rows`,
        [DAYS_BACK, DAYS_AHEAD, WEEKEND_TIMES, WEEKDAY_TIMES],
      );
      return `${count} schedules`;
    },
  },
  {
    service: 'identity',
    name: `${MEMBERS} members`,
    async run(query, ctx) {
      ctx.members = await query(
        `insert into users (username, password_hash, full_name, email, phone_number)
         select 'bench_member_' || n, $2, 'Bench Member ' || n, 'bench_member_' || n || '@example.com',
                '+1555' || lpad(n::text, 7, '0')
           from generate_series(1, $1::int) n
         returning id, full_name as "fullName", email, phone_number as "phoneNumber"`,
        [MEMBERS, passwordHash(MEMBER_PASSWORD)],
      );
      return `${ctx.members.length} members`;
    },
  },
  {
    // What the user-registered events would have told notifications of the members, so that their booking
    // notices are written and sent as a real member's are (e-mail and push on, SMS off: the defaults).
    service: 'notifications',
    name: `${MEMBERS} recipients`,
    async run(query, ctx) {
      const column = (name) => ctx.members.map((m) => m[name]);
      const [{ count }] = await query(
        `with rows as (insert into recipients (user_id, email, full_name, phone_number, profile_observed_at)
                       select *, now() from unnest($1::int[], $2::text[], $3::text[], $4::text[])
                       returning 1)
         select count(*)::int as count from rows`,
        [column('id'), column('email'), column('fullName'), column('phoneNumber')],
      );
      return `${count} recipients`;
    },
  },
  {
    // The demo's largest plan holds 30 credits: fewer than a member booking by credit takes in a booking load
    // of a fast machine. The members who book by credit buy this one (the plan with the most credits).
    service: 'billing',
    name: 'a plan with credits for the booking load',
    async run(query) {
      await query(
        `insert into membership_plans (name, description, price_cents, interval, class_credits, priority)
         values ('Bench Unlimited', 'Credits for the booking load of the benchmark', 9900, 'monthly', 10000, 0)`,
      );
      return 'Bench Unlimited, 10,000 credits';
    },
  },
];

/** The member the signed-in figures are measured as. */
const signedInMember = { username: `bench_member_${Math.ceil(MEMBERS / 2)}`, password: MEMBER_PASSWORD };

module.exports = { steps, signedInMember, MEMBER_PASSWORD };
