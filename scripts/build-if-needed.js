// Builds every project through Nx; its cache makes this quick when nothing changed.
const { spawnSync } = require('node:child_process');
const { root } = require('./apps');

function buildAll() {
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

module.exports = { buildAll };
if (require.main === module) buildAll();
