// Loaded with `node --require` into the apps named in BENCH_PROFILE_APPS (gateway, a service name, or embedded).
// The V8 CPU profiler (the one `node --cpu-prof` uses) starts on one SIGWINCH and writes
// BENCH_PROFILE_DIR/<app>-<n>.cpuprofile on the next, so that each load phase is profiled on its own.
// SIGWINCH because Nest's shutdown hooks take SIGUSR2 (and SIGUSR1 opens the inspector); unhandled, it is ignored.
const fs = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');

const script = path.resolve(process.argv[1] ?? '');
const scriptOf = (name) =>
  name === 'embedded'
    ? path.join('scripts', 'start.js')
    : name === 'gateway'
      ? path.join('gateway', 'dist', 'main.js')
      : path.join('services', name, 'dist', 'main.js');
const app = (process.env.BENCH_PROFILE_APPS ?? '')
  .split(',')
  .filter(Boolean)
  .find((name) => script.endsWith(path.sep + scriptOf(name)));

if (app) {
  const session = new inspector.Session();
  session.connect();
  let profiling = false;
  let written = 0;
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  process.on('SIGWINCH', async () => {
    if (!profiling) {
      profiling = true;
      await post('Profiler.enable');
      await post('Profiler.start');
      return;
    }
    profiling = false;
    const { profile } = await post('Profiler.stop');
    written += 1;
    const file = path.join(process.env.BENCH_PROFILE_DIR ?? '.', `${app}-${written}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
  });
}
