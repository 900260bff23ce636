// Runs the built app's custody sweep once, as a worker process of the app would on its schedule:
// the app without HTTP on the journeys' database (the environment the server was started with),
// then waits for what the sweep set going (each payout's transfer, told by the sandbox's
// webhook) before it exits. Prints how many move-in releases it made.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '../../api');
const fromApi = createRequire(resolve(api, 'package.json'));
/** A package as the built app resolves it (one copy of Nest for the app and this script). */
const load = (name) => import(pathToFileURL(fromApi.resolve(name)).href);
const built = (path) => import(pathToFileURL(resolve(api, 'dist/src', path)).href);

await load('reflect-metadata');
const { NestFactory } = await load('@nestjs/core');
const { DataSource } = await load('typeorm');
const { loadConfigOrExit } = await built('config/app.config.js');
const { AppModule } = await built('app.module.js');
const { createLogger } = await built('common/logging.js');
const { JobsService } = await built('platform/jobs/jobs.service.js');
const { TenancyCustodyService } = await built('modules/tenancies/tenancy-custody.service.js');

const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true', SEED_DEMO_DATA: 'false' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
  logger: createLogger(config),
});
const released = await app.get(TenancyCustodyService).sweep();
const jobs = app.get(JobsService);
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
await app.close();
console.log(JSON.stringify({ released }));
process.exit(0);
