import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'sweep.mjs');

/**
 * Runs one sweep of the built app once (sweep.mjs), in a process of its own on the journeys'
 * database, as the app's workers run it on its schedule. Answers what the sweep printed.
 */
async function runSweep<T>(
  name: 'custody' | 'daily' | 'rent' | 'rent-release' | 'freshness',
  ...args: string[]
): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, name, ...args], {
    env: { ...process.env, ...inject('serverEnv') },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as T;
}

/**
 * Runs the custody sweep and waits for the payouts it released to be settled by the gateway.
 * Answers how many move-in releases it made.
 */
export async function runCustodySweep(): Promise<number> {
  return (await runSweep<{ released: number }>('custody')).released;
}

/**
 * Runs the daily tenancy sweeps (the end of tenancies whose move-out date has come, then the
 * caution deposit's rules).
 */
export function runDailyTenancySweeps(): Promise<{ ended: number; returned: number }> {
  return runSweep('daily');
}

/** Runs the daily rent sweep with the clock moved to `at`: reminders and the saved-card charges. */
export function runRentSweep(at: Date): Promise<{ reminded: number; charged: number }> {
  return runSweep('rent', at.toISOString());
}

/** Releases the paid months whose 24 hours are over at `at` to their landlords. */
export async function runRentRelease(at: Date): Promise<number> {
  return (await runSweep<{ released: number }>('rent-release', at.toISOString())).released;
}

/**
 * Runs the listing freshness sweep with the clock moved to `at`: landlords asked to confirm their
 * listings, and listings left unconfirmed marked stale or hidden.
 */
export function runFreshnessSweep(
  at: Date,
): Promise<{ asked: number; stale: number; hidden: number }> {
  return runSweep('freshness', at.toISOString());
}
