// Runs one of the built app's scheduled sweeps once, as a worker process of the app would on its
// schedule: the app without HTTP on the journeys' database (the environment the server was
// started with), then waits for what the sweep set going before it exits and prints what it did.
//   node sweep.mjs custody  the custody sweep (move-in releases), waiting for each payout's
//                           transfer to be told by the sandbox's webhook; prints { released }
//   node sweep.mjs daily    the daily tenancy sweeps: the end of tenancies whose move-out date has
//                           come, then the caution deposit's rules (check-in reports standing,
//                           deductions accepted by silence, deposits returned in full); prints
//                           { ended, ...what the deposit sweep did }
//   node sweep.mjs rent AT  the daily rent sweep with the clock at AT (an ISO time): reminders and
//                           the saved-card charges whose day it is, each charge's job done; prints
//                           { reminded, charged }
//   node sweep.mjs rent-release AT
//                           the paid months whose 24 hours are over at AT released to the
//                           landlord; prints { released }
//   node sweep.mjs freshness AT
//                           the listing freshness sweep with the clock at AT: landlords asked to
//                           confirm, listings marked 'may no longer be available' or hidden, each
//                           email and text sent; prints { asked, stale, hidden }
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '../../api');
const fromApi = createRequire(resolve(api, 'package.json'));
/** A package as the built app resolves it (one copy of Nest for the app and this script). */
const load = (name) => import(pathToFileURL(fromApi.resolve(name)).href);
const built = (path) => import(pathToFileURL(resolve(api, 'dist/src', path)).href);

/** The clock a sweep runs at: `at`, an ISO time. */
function clockAt(at) {
  const now = new Date(at);
  if (Number.isNaN(now.getTime())) throw new Error(`Not a time: ${at}`);
  return now;
}

/** Each sweep: what it runs in the app, and what it answers once its jobs are done. */
const SWEEPS = {
  async custody(app, jobs) {
    const { DataSource } = await load('typeorm');
    const { TenancyCustodyService } = await built('modules/tenancies/tenancy-custody.service.js');
    const released = await app.get(TenancyCustodyService).sweep();
    const db = app.get(DataSource);
    const deadline = Date.now() + 15_000;
    for (;;) {
      await jobs.drain();
      const [{ sending }] = await db.query(
        `SELECT count(*)::int AS sending FROM payouts
         WHERE state IN ('pending', 'processing') AND waiting_for IS NULL`,
      );
      if (sending === 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { released };
  },
  async daily(app, jobs) {
    const { TenancyEndService } = await built('modules/tenancies/tenancy-end.service.js');
    const { DepositReturnService } = await built('modules/tenancies/deposit-return.service.js');
    const ended = await app.get(TenancyEndService).sweep();
    const deposits = await app.get(DepositReturnService).sweep();
    await jobs.drain();
    return { ended, ...deposits };
  },
  async rent(app, jobs, at) {
    const { RentChargesService } = await built('modules/tenancies/rent-charges.service.js');
    const swept = await app.get(RentChargesService).sweep(clockAt(at));
    await jobs.drain();
    return swept;
  },
  async freshness(app, jobs, at) {
    const { ListingFreshnessService } = await built(
      'modules/properties/listing-freshness.service.js',
    );
    const swept = await app.get(ListingFreshnessService).sweep(clockAt(at));
    await jobs.drain();
    return swept;
  },
  async 'rent-release'(app, jobs, at) {
    const { RentChargesService } = await built('modules/tenancies/rent-charges.service.js');
    const released = await app.get(RentChargesService).release(clockAt(at));
    await jobs.drain();
    return { released };
  },
};

const sweep = SWEEPS[process.argv[2]];
if (!sweep) {
  console.error(`Usage: node sweep.mjs <${Object.keys(SWEEPS).join('|')}>`);
  process.exit(2);
}

await load('reflect-metadata');
const { NestFactory } = await load('@nestjs/core');
const { loadConfigOrExit } = await built('config/app.config.js');
const { AppModule } = await built('app.module.js');
const { createLogger } = await built('common/logging.js');
const { JobsService } = await built('platform/jobs/jobs.service.js');

const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true', SEED_DEMO_DATA: 'false' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
  logger: createLogger(config),
});
const result = await sweep(app, app.get(JobsService), process.argv[3]);
await app.close();
console.log(JSON.stringify(result));
process.exit(0);
