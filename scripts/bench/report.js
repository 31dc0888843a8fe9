// Lines on the console and the generated part of docs/BENCHMARKS.md; the prose around it is written by hand.
const fs = require('node:fs');
const path = require('node:path');
const { BOOKING_CLIENTS, BOOKING_MEMBERS } = require('./booking');

const START = '<!-- bench:results:start (written by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:results:end -->';

const SENT =
  '"sent": the mean size of one answer as read off the socket, headers included, compressed where the app compressed it.';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '–');
const percent = (n) => `${n < 1 ? n.toFixed(2) : n.toFixed(1)} %`;

/** Issue 11's targets, judged on the figures of one run: a share of the bare server's requests/s, and p99. */
function target(mode, kind) {
  if (mode === 'distributed' && kind === 'public') return { share: 10, p99: 100 };
  if (mode === 'distributed' && kind === 'signed-in') return { share: 5 };
  if (mode === 'embedded' && kind === 'public') return { share: 5 };
  return undefined;
}

function verdict(mode, figure, baselineRps) {
  const t = target(mode, figure.kind);
  if (!t) return '';
  const share = (100 * figure.rps) / baselineRps;
  const met = share >= t.share && (t.p99 === undefined || figure.p99 < t.p99);
  const wanted = `≥ ${t.share} %${t.p99 ? `, p99 < ${t.p99} ms` : ''}`;
  return `${wanted}: ${met ? 'met' : 'missed'}`;
}

function problems(figure) {
  const found = [];
  if (figure.non2xx > 0) found.push(`${figure.non2xx} non-2xx`);
  if (figure.errors > 0) found.push(`${figure.errors} errors`);
  return found.join(', ');
}

function line(mode, figure, baselineRps) {
  const share = figure.kind === 'baseline' ? '' : `${percent((100 * figure.rps) / baselineRps)} of bare`;
  return [
    mode.padEnd(12),
    figure.name.padEnd(42),
    `${Math.round(figure.rps)} req/s`.padStart(12),
    `p50 ${ms(figure.p50)}`.padEnd(12),
    `p95 ${ms(figure.p95)}`.padEnd(12),
    `p99 ${ms(figure.p99)}`.padEnd(12),
    kb(figure.bytes).padStart(9),
    share.padEnd(14),
    verdict(mode, figure, baselineRps),
    problems(figure),
  ]
    .join(' ')
    .trimEnd();
}

/** Booking targets (issue 13): at least 10 % of pgbench's transactions/s, p95 under 150 ms, nothing oversold or charged twice. */
function bookingVerdict(b) {
  const met = b.ratio >= 0.1 && b.p95 < 150 && b.oversold === 0 && b.doubleCharged === 0;
  return `${met ? 'met' : 'missed'} (≥ 10 % of pgbench, p95 < 150 ms, 0 oversold, 0 double-charged)`;
}

function bookingLine(mode, b) {
  const label = mode.padEnd(11);
  if (b.error) return `${label}  bookings: failed: ${b.error}`;
  return (
    `${label}  POST /api/bookings (card and credit)  ${b.confirmedPerSecond.toFixed(0)} confirmed/s ` +
    `p50 ${ms(b.p50)} p95 ${ms(b.p95)} p99 ${ms(b.p99)}; ${b.confirmed} confirmed of ${b.attempts} ` +
    `(${b.refused} refused${b.refusals.length ? `: ${b.refusals.map(([r, n]) => `${n}× ${r}`).join(', ')}` : ''}), ` +
    `${b.errors} errors; pgbench ${b.pgbenchTps.toFixed(0)} tps, ` +
    `${(b.ratio * 100).toFixed(1)} %; oversold ${b.oversold}, double-charged ${b.doubleCharged}: ${bookingTarget(mode, b)}\n` +
    `${label}  CPU per confirmed booking: ${cpuBreakdown(b)}\n` +
    `${label}  write calls per confirmed booking: ${writesBreakdown(b)}`
  );
}

/** The issue sets the target for distributed mode; embedded figures are for comparison. */
function bookingTarget(mode, b) {
  return mode === 'distributed' ? bookingVerdict(b) : 'target set for distributed mode';
}

function bookingSection(mode, b) {
  if (!b) return [];
  if (b.error) return ['', `Bookings under load: failed: ${b.error}`];
  return [
    '',
    `Bookings under load: ${BOOKING_MEMBERS} signed-in members take turns on ${BOOKING_CLIENTS} connections booking upcoming schedules, half by sandbox card and half with a membership credit; pgbench (TPC-B-like, ${BOOKING_CLIENTS} clients, the machine's PostgreSQL server, same run) is the baseline.`,
    '',
    '| Confirmed/s | p50 | p95 | p99 | Confirmed / attempts | pgbench tps | Ratio | Oversold | Double-charged | Target |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${b.confirmedPerSecond.toFixed(0)} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${b.confirmed} / ${b.attempts} | ${b.pgbenchTps.toFixed(0)} | ${(b.ratio * 100).toFixed(1)} % | ${b.oversold} | ${b.doubleCharged} | ${bookingTarget(mode, b)} |`,
    '',
    `CPU time per confirmed booking, by process (/proc, during the load): ${cpuBreakdown(b)}.`,
    '',
    `Write system calls per confirmed booking (sockets, pipes and files), by process: ${writesBreakdown(b)}.`,
  ];
}

/** Where each booking's CPU went, by process (all of them, the load generator aside), largest first. */
function cpuBreakdown(b) {
  const total = b.cpuMsPerBooking.reduce((sum, [, n]) => sum + n, 0);
  return `${ms(total)} in all: ${b.cpuMsPerBooking.map(([label, n]) => `${label} ${ms(n)}`).join(', ')}`;
}

/** How many write system calls each booking cost, by process: on this VM each one costs tens of microseconds. */
function writesBreakdown(b) {
  const total = b.writesPerBooking.reduce((sum, [, n]) => sum + n, 0);
  return `${total.toFixed(0)} in all: ${b.writesPerBooking.map(([label, n]) => `${label} ${n.toFixed(1)}`).join(', ')}`;
}

function lighthouseLine(f) {
  return (
    `Lighthouse ${f.path}: performance ${f.performance}, FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, ` +
    `TBT ${ms(f.tbtMs)}, CLS ${f.cls}, JavaScript sent ${kb(f.scriptBytes)}`
  );
}

function table(mode, figures) {
  const baseline = figures.find((f) => f.kind === 'baseline');
  const rows = figures.map((f) => {
    const share = f.kind === 'baseline' ? '100 %' : percent((100 * f.rps) / baseline.rps);
    const notes = [verdict(mode, f, baseline.rps), problems(f)].filter(Boolean).join('; ');
    return `| ${f.name} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${kb(f.bytes)} | ${share} | ${notes} |`;
  });
  return [
    '| Figure | req/s | p50 | p95 | p99 | sent | of bare | Target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ];
}

function markdown(run) {
  const m = run.machine;
  const out = [
    START,
    '## Latest run',
    '',
    `\`${run.command}\` at commit ${run.commit || 'unknown'} on ${run.date.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `Machine: ${m.cores} cores (${m.cpu}), ${(m.memory / 1024 ** 3).toFixed(1)} GB memory, ${m.platform}, ` +
      `Node ${m.node}; load average before the run ${m.loadAverage}.`,
    `Load: autocannon, ${run.connections} connections, ${run.seconds} s per figure after an uncounted warm-up.`,
  ];
  const distributed = run.modes.distributed;
  if (distributed) {
    out.push('', '### Distributed mode (gateway and six services; PostgreSQL, Kafka, Redis)', '');
    out.push(...table('distributed', distributed.figures), '', SENT, '');
    out.push(`Resident memory of the seven processes after the load: ${mb(distributed.memoryAfterLoad)}.`);
    out.push(...bookingSection('distributed', distributed.bookings));
  }
  const embedded = run.modes.embedded;
  if (embedded) {
    out.push('', '### Embedded mode (`npm start`: one process, PGlite)', '');
    out.push(...table('embedded', embedded.figures), '', SENT, '');
    out.push(
      '| Start-up and memory | |',
      '|---|---:|',
      `| First start, empty DATA_DIR (migrations, demo seed), to a healthy \`/api/health\` | ${(embedded.firstStartMs / 1000).toFixed(1)} s |`,
      `| Cold start, seeded DATA_DIR, to a healthy \`/api/health\` | ${(embedded.coldStartMs / 1000).toFixed(1)} s |`,
      `| Resident memory after start | ${mb(embedded.memoryAfterStart)} |`,
      `| Resident memory after the load | ${mb(embedded.memoryAfterLoad)} |`,
    );
    out.push(...bookingSection('embedded', embedded.bookings));
  }
  out.push('', '### Frontend', '');
  out.push(
    run.homeJs
      ? `JavaScript the home page loads: ${kb(run.homeJs.gzip)} gzip (${kb(run.homeJs.raw)} raw).`
      : 'JavaScript the home page loads: not measured.',
  );
  const lighthouse = embedded?.lighthouse;
  if (Array.isArray(lighthouse)) {
    out.push(
      '',
      'Lighthouse (mobile, simulated throttling, median run), embedded mode after the load:',
      '',
      '| Page | Performance | FCP | LCP | TBT | CLS | JavaScript sent |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...lighthouse.map(
        (f) =>
          `| \`${f.path}\` | ${f.performance} | ${ms(f.fcpMs)} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${f.cls} | ${kb(f.scriptBytes)} |`,
      ),
    );
  } else if (lighthouse?.error) {
    out.push('', `Lighthouse failed: ${lighthouse.error}`);
  } else {
    out.push('', 'Lighthouse: not run.');
  }
  out.push(END);
  return out.join('\n');
}

/** Replaces the generated part of the file, keeping what is written around it. */
function write(file, run) {
  const generated = markdown(run);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + generated + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n${generated}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
}

module.exports = { line, bookingLine, lighthouseLine, write, kb, mb };
