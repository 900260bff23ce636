// Runs the built app's daily tenancy sweeps once, as a worker process of the app would on their
// schedule: the end of tenancies whose move-out date has come, then the caution deposit's rules
// (check-in reports standing, deductions accepted by silence, deposits returned in full). The
// app without HTTP on the journeys' database; waits for the jobs they set going, then prints
// what they did.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '../../api');
const fromApi = createRequire(resolve(api, 'package.json'));
const load = (name) => import(pathToFileURL(fromApi.resolve(name)).href);
const built = (path) => import(pathToFileURL(resolve(api, 'dist/src', path)).href);

await load('reflect-metadata');
const { NestFactory } = await load('@nestjs/core');
const { loadConfigOrExit } = await built('config/app.config.js');
const { AppModule } = await built('app.module.js');
const { createLogger } = await built('common/logging.js');
const { JobsService } = await built('platform/jobs/jobs.service.js');
const { TenancyEndService } = await built('modules/tenancies/tenancy-end.service.js');
const { DepositReturnService } = await built('modules/tenancies/deposit-return.service.js');

const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true', SEED_DEMO_DATA: 'false' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
  logger: createLogger(config),
});
const ended = await app.get(TenancyEndService).sweep();
const deposits = await app.get(DepositReturnService).sweep();
await app.get(JobsService).drain();
await app.close();
console.log(JSON.stringify({ ended, ...deposits }));
process.exit(0);
