import { loadConfig } from './app.config.js';
import { ConfigError } from './config-area.js';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { url: undefined, pgliteDir: '.data/pglite' },
      redis: { url: undefined },
      runWorkers: true,
      seedDemoData: true,
      uploadDir: '.data/uploads',
      trustProxyHops: 0,
      apiDocs: true,
    });
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
  });

  it('stops the start with a clear message for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('demands real secrets and a database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL is required/,
    );
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/rentals',
      APP_URL: 'https://rentnaija.ng',
      RUN_WORKERS: 'false',
    };
    expect(() => loadConfig(production)).toThrow(/PAYSTACK_SECRET_KEY is required/);
    const config = loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc123' });
    expect(config).toMatchObject({
      seedDemoData: false,
      runWorkers: false,
      corsOrigins: ['https://rentnaija.ng'],
      apiDocs: false,
    });
  });
});
