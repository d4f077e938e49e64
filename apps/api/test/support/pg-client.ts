import pg from 'pg';

/**
 * One plain connection for one piece of work, outside the app's pool: as another role (the owner,
 * a restore's target), or to a database the app is not connected to. Closed whatever `run` does.
 * An undefined `url` is pg's own default, the PG* environment.
 */
export async function withClient<T>(url: string | undefined, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
