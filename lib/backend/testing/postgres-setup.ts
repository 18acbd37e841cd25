import { Client } from 'pg';
import { migrate, schemaFiles } from '../embedded/schema';
import { migrationTarget, serverConfig } from './postgres';

/**
 * Jest's global setup for the real-PostgreSQL suite: the embedded shims (the API roles, auth,
 * storage) and every migration, applied once and in order, as the embedded store applies them.
 * A migration that fails on a real server fails the whole run here.
 */
export default async function applySchema() {
  const client = new Client(serverConfig());
  await client.connect();
  try {
    await migrate(migrationTarget(client), schemaFiles({ seed: false }));
  } finally {
    await client.end();
  }
}
