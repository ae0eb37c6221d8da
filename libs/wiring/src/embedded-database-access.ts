import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';

/** The role the app connects as: it owns Outflow's database and schemas, and nothing else. */
export const APP_ROLE = 'outflow';

/** Sign-in methods of pg_hba.conf that send or accept a password weaker than SCRAM. */
const WEAK_METHOD = /\b(password|md5|trust)\s*$/;

/**
 * A cluster made before SCRAM (`initdb --auth=password`: the password crossed the socket in clear
 * text) is moved to it: each sign-in line of its pg_hba.conf names scram-sha-256 instead. Runs while
 * the server is stopped, so it reads the file when it starts. Answers whether it changed anything.
 */
export function requireScram(databaseDir: string): boolean {
  const file = path.join(databaseDir, 'pg_hba.conf');
  if (!fs.existsSync(file)) return false;
  const before = fs.readFileSync(file, 'utf8');
  const after = before
    .split('\n')
    .map((line) => (/^\s*(local|host)/.test(line) ? line.replace(WEAK_METHOD, 'scram-sha-256') : line))
    .join('\n');
  if (after === before) return false;
  fs.writeFileSync(file, after);
  return true;
}

/**
 * As the superuser of the embedded cluster: every password stored as SCRAM, and the app's role —
 * a login that is no superuser and can create no role or database — owning the `database` (so the
 * schemas the app creates are its own) and every schema, table, sequence and view already in it
 * (a data folder made before the role, whose objects the superuser owned). PUBLIC may not connect
 * to the other databases.
 */
export async function grantAppRole(
  admin: Client,
  connectTo: (database: string) => Promise<Client>,
  database: string,
  passwords: { readonly superuser: string; readonly app: string },
): Promise<void> {
  await admin.query(`SET password_encryption = 'scram-sha-256'`);
  const stored = await admin.query<{ scram: boolean }>(
    `SELECT coalesce(rolpassword LIKE 'SCRAM-SHA-256$%', false) AS scram FROM pg_authid WHERE rolname = current_user`,
  );
  if (!stored.rows[0]?.scram)
    await admin.query(`ALTER ROLE CURRENT_USER WITH PASSWORD ${admin.escapeLiteral(passwords.superuser)}`);
  const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
  const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(passwords.app)}`;
  await admin.query(`${role.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} WITH ${attributes}`);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  await admin.query(
    exists.rowCount
      ? `ALTER DATABASE ${database} OWNER TO ${APP_ROLE}`
      : `CREATE DATABASE ${database} OWNER ${APP_ROLE}`,
  );
  await admin.query(`REVOKE CONNECT ON DATABASE postgres FROM PUBLIC`);
  const inside = await connectTo(database);
  try {
    await inside.query(`DO $$
      DECLARE item record;
      BEGIN
        FOR item IN SELECT nspname FROM pg_namespace
          WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
            AND nspowner <> (SELECT oid FROM pg_roles WHERE rolname = '${APP_ROLE}')
        LOOP
          EXECUTE format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', item.nspname);
        END LOOP;
        FOR item IN SELECT n.nspname, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
            AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
            AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = '${APP_ROLE}')
            -- a sequence that belongs to a table's column moves with its table
            AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
        LOOP
          EXECUTE format('ALTER %s %I.%I OWNER TO ${APP_ROLE}',
            CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
              WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
            item.nspname, item.relname);
        END LOOP;
      END $$`);
  } finally {
    await inside.end();
  }
}
