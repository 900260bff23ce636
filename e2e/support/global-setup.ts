import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An SMTP peer on loopback that writes each message it receives to `dir` as JSON (the test
 * workers read them from there): the journeys read links where a user would, in the inbox.
 */
async function startMailCatcher(dir: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        const name = `${String(Date.now()).padStart(15, '0')}-${++count}.json`;
        writeFileSync(join(dir, name), JSON.stringify({ to, raw }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Starts the built server (API + both web apps) on a fresh, seeded PostgreSQL database. */
export default async function setup(project: TestProject) {
  const database = `rentnaija_e2e_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rn-e2e-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'rn-e2e-mail-'));
  const smtp = await startMailCatcher(mailDir);
  const serverEnv = {
    NODE_ENV: 'development',
    APP_URL: baseUrl,
    DATABASE_URL: url.toString(),
    REDIS_URL: '',
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const server: ChildProcess = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: join(root, 'api'),
    env: { ...process.env, ...serverEnv, PORT: String(port), SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', url.toString());
  project.provide('mailDir', mailDir);
  project.provide('serverEnv', serverEnv);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    mailDir: string;
    /** What the server was started with, for another process of the app (see sweeps.ts). */
    serverEnv: Record<string, string>;
  }
}
