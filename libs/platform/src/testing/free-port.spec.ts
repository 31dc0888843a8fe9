import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './index';

const script = join(__dirname, '../../../../scripts/free-port.js');

describe('freePort', () => {
  it('never gives one port twice, in one process or to another process of this machine', async () => {
    const other: number[] = JSON.parse(
      execFileSync(process.execPath, [
        '-e',
        `const { freePort } = require(${JSON.stringify(script)});
         (async () => { const ports = []; for (let i = 0; i < 150; i++) ports.push(await freePort());
           process.stdout.write(JSON.stringify(ports)); })();`,
      ]).toString(),
    );
    const ours: number[] = [];
    for (let i = 0; i < 150; i++) ours.push(await freePort());

    expect(new Set(ours).size).toBe(ours.length);
    expect(new Set(other).size).toBe(other.length);
    expect(ours.filter((port) => other.includes(port))).toEqual([]);
    for (const port of ours) expect(port >= 20_000 && port < 32_000).toBe(true);
  });
});
