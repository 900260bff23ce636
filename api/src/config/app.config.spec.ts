import { ConfigError, loadConfig } from './app.config.js';

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

  it('stores files on local disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'rentnaija-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.rentnaija.ng/',
      }).s3,
    ).toEqual({
      bucket: 'rentnaija-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.rentnaija.ng',
    });
    // On AWS: virtual-hosted addresses and the SDK's own credentials (a role).
    expect(loadConfig({ S3_BUCKET: 'rentnaija-files', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'rentnaija-files',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'x', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'rentnaija-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });
});
