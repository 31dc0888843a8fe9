import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
// The built module: its database thread runs the compiled worker file beside it.
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '../dist/database/embedded-postgres';

describe('embedded PostgreSQL (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-embedded-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers on a Unix socket in a directory only this user can enter, never on a TCP port', async () => {
    const url = await startEmbeddedPostgres(dataDir, 'probe');
    const socketDir = decodeURIComponent(new URL(url).hostname);
    expect(socketDir.startsWith('/')).toBe(true);
    expect(statSync(socketDir).mode & 0o077).toBe(0);

    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ answer: number }>('select 6 * 7 as answer');
    expect(rows[0].answer).toBe(42);
    await client.end();

    await stopEmbeddedPostgres();
    expect(() => statSync(socketDir)).toThrow();
    // A cold start of the database in a thread: well under 30 s alone, more when the machine runs other apps.
  }, 90_000);
});
