import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'custody-sweep.mjs');

/**
 * Runs the custody sweep of the built app once, in a process of its own on the journeys'
 * database (as the app's workers run it every five minutes), and waits for the payouts it
 * released to be settled by the gateway. Answers how many move-in releases it made.
 */
export async function runCustodySweep(): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
    env: { ...process.env, ...inject('serverEnv') },
    timeout: 60_000,
  });
  const last = stdout.trim().split('\n').pop() ?? '';
  return (JSON.parse(last) as { released: number }).released;
}

const DAILY = join(dirname(fileURLToPath(import.meta.url)), 'deposit-sweeps.mjs');

/**
 * Runs the daily tenancy sweeps of the built app once (the end of tenancies whose move-out date
 * has come, then the caution deposit's rules), in a process of its own on the journeys' database.
 */
export async function runDailyTenancySweeps(): Promise<{ ended: number; returned: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, [DAILY], {
    env: { ...process.env, ...inject('serverEnv') },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { ended: number; returned: number };
}
