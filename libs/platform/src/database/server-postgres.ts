import { Client } from 'pg';

/** The URL of a service's own database on a shared server: `<database>_<service>`. */
export function serviceDatabaseUrl(serverUrl: string, service: string): string {
  const url = new URL(serverUrl);
  const base = url.pathname.replace(/^\//, '') || 'studio';
  url.pathname = `/${base}_${service}`;
  return url.toString();
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unusable database name: ${name}`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
