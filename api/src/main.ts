import 'reflect-metadata';
import { loadConfigOrExit } from './config/app.config.js';
import { createApp } from './bootstrap.js';
import { keepRunningThroughRedisOutages } from './common/unhandled-rejections.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './database/seed/seed.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  keepRunningThroughRedisOutages(config.redis.url);
  const { app } = await createApp(config, { serveClients: true, seed: config.seedDemoData });
  // Every IPv4 interface, as the container and the proxy in front of it expect (Fastify alone
  // would listen on localhost only).
  await app.listen(config.port, '0.0.0.0');
  const url = config.appUrl;
  const lines = [
    '',
    `  RentNaija is running`,
    `  Site:      ${url}/`,
    `  Console:   ${url}/admin`,
    ...(config.apiDocs ? [`  API docs:  ${url}/api/docs`] : []),
    `  Health:    ${url}/api/health`,
    `  Database:  ${config.database.url ? 'PostgreSQL' : `embedded PGlite (${config.database.pgliteDir})`}`,
    `  Queues:    ${config.redis.url ? 'BullMQ on Redis' : 'in-process'}`,
    `  Email:     ${config.mail.smtpUrl ? 'SMTP' : 'captured in the outbox and printed to this log'}`,
  ];
  if (config.seedDemoData) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

void main();
