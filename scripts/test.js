#!/usr/bin/env node
// The one test command: lint and type checks, every project's tests on the real PostgreSQL, Redis and Kafka,
// the OpenAPI/client staleness checks, and the browser tests against the app started the README's way.
// Each run uses databases, topics and queues of its own and removes them afterwards.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { root } = require('./apps');
const { ensureInfrastructure, cleanupRun } = require('./test-infra');

const runId = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-results-'));
const env = {
  ...process.env,
  TEST_RUN_ID: runId,
  TEST_RESULTS_DIR: resultsDir,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  FORCE_COLOR: '0',
};

const steps = [];
function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    stdio: options.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (options.capture) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return { ok, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

async function main() {
  await ensureInfrastructure();
  let extraPassed = 0;
  let extraFailed = 0;
  const check = (ok) => (ok ? (extraPassed += 1) : (extraFailed += 1));

  check(step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']).ok);
  check(
    step('lint and type checks', 'npx', [
      'nx',
      'run-many',
      '-t',
      'lint',
      '--parallel=2',
      '--outputStyle=static',
    ]).ok,
  );
  check(step('formatting (Prettier)', 'npm', ['run', 'format:check']).ok);
  check(step('OpenAPI document is current', 'node', ['scripts/openapi.js', '--check']).ok);
  check(
    step("OpenAPI document passes Redocly's recommended lint", 'npx', [
      'redocly',
      'lint',
      'openapi/openapi.json',
    ]).ok,
  );
  check(
    step('generated API client is current', 'npm', ['run', 'generate:api', '-w', 'frontend', '--', '--check'])
      .ok,
  );
  step('unit, API and integration tests', 'npx', [
    'nx',
    'run-many',
    '-t',
    'test',
    '--parallel=2',
    '--outputStyle=static',
  ]);
  const e2e = step('browser tests (Chromium)', 'npm', ['run', 'e2e', '-w', 'frontend'], { capture: true });
  const pass = /(?:# |ℹ )pass (\d+)/.exec(e2e.output);
  const fail = /(?:# |ℹ )fail (\d+)/.exec(e2e.output);
  const cancelled = /(?:# |ℹ )cancelled (\d+)/.exec(e2e.output);
  extraPassed += pass ? Number(pass[1]) : 0;
  const e2eFailed = (fail ? Number(fail[1]) : 0) + (cancelled ? Number(cancelled[1]) : 0);
  extraFailed += e2eFailed > 0 || e2e.ok ? e2eFailed : 1;

  await cleanupRun(runId).catch((error) => console.warn(`cleanup: ${error.message}`));

  let passed = extraPassed;
  let failed = extraFailed;
  let skipped = 0;
  const jestFailures = [];
  const projects = fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json'));
  for (const file of projects) {
    const r = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    for (const f of r.failures ?? [])
      jestFailures.push(`✕ ${file.replace(/\.json$/, '')}: ${f.test}\n${f.message}`);
  }
  const testStep = steps.find((s) => s.name.startsWith('unit'));
  if (testStep && !testStep.ok && failed === 0) failed += 1;

  if (jestFailures.length > 0)
    console.log(`\n=== unit, API and integration test failures ===\n${jestFailures.join('\n\n')}`);
  const e2eFailures = failureReports(e2e.output);
  if (e2eFailures) console.log(`\n=== browser test failures ===\n${e2eFailures}`);

  console.log('\n=== summary ===');
  for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
}

/**
 * The TAP blocks of failed browser tests and suites, without those only cancelled because their suite failed, so the
 * cause (a failed hook's error and the app's log tail) is printed next to the summary, not only among the results.
 */
function failureReports(tap) {
  const blocks = tap.split(/\n(?=\s*(?:not )?ok \d+ - )/).filter((block) => /^\s*not ok \d+ - /.test(block));
  return blocks
    .filter((block) => !block.includes("failureType: 'cancelledByParent'"))
    .map((block) => (/^[\s\S]*?\n\s*\.\.\.(?=\n|$)/.exec(block)?.[0] ?? block).trim().slice(0, 6000))
    .join('\n\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
