#!/usr/bin/env node
// Where a CPU profile's time went: self time by function and by package.
//   node scripts/bench/top-frames.js <file.cpuprofile> [how many functions, default 25]
const fs = require('node:fs');
const path = require('node:path');

function summarise(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const functions = new Map();
  const packages = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
    const pkg = packageOf(callFrame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  }
  const rows = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, micros]) => ({ name, percent: (100 * micros) / total }));
  return { totalMs: total / 1000, functions: rows(functions, top), packages: rows(packages, 20) };
}

function shortUrl(url) {
  const i = url.lastIndexOf('node_modules/');
  if (i >= 0) return url.slice(i + 'node_modules/'.length);
  return url.replace(/^file:\/\//, '').replace(path.resolve(__dirname, '../..') + '/', '');
}

function packageOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const i = url.lastIndexOf('node_modules/');
  if (i < 0) return url.startsWith('node:') ? 'node core' : 'our code';
  const parts = url.slice(i + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function print(file, top) {
  const { totalMs, functions, packages } = summarise(file, top);
  console.log(`${path.basename(file)}: ${(totalMs / 1000).toFixed(1)} s sampled\n\nself time by package:`);
  for (const r of packages) console.log(`  ${r.percent.toFixed(1).padStart(5)} %  ${r.name}`);
  console.log('\nself time by function:');
  for (const r of functions) console.log(`  ${r.percent.toFixed(1).padStart(5)} %  ${r.name}`);
}

module.exports = { summarise };
if (require.main === module) print(process.argv[2], Number(process.argv[3] ?? 25));
