import { existsSync, readFileSync } from 'node:fs';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { loadConfig } from './app.config.js';

/**
 * docker-compose.yml cannot be started here (no Docker engine on the build machines), so its
 * shape is checked: what each service needs exists, and the app accepts its settings.
 */
describe('the compose stack', () => {
  const root = new URL('../../../', import.meta.url);
  interface Service {
    image?: string;
    build?: unknown;
    environment?: Record<string, string | number>;
    depends_on?: Record<string, { condition: string }>;
    deploy?: { replicas?: number };
    volumes?: string[];
    command?: string[];
  }
  // Compose resolves `<<:` merge keys (the shared app settings) as YAML 1.1 did.
  const compose = load(readFileSync(new URL('docker-compose.yml', root), 'utf8'), {
    schema: CORE_SCHEMA.withTags(mergeTag),
  }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;
  const envOf = (name: string) =>
    Object.fromEntries(
      Object.entries(services[name].environment ?? {}).map(([k, v]) => [
        k,
        // `${VAR:-default}` → default; a required `${VAR:?…}` gets a stand-in value.
        String(v).replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)\}/g, (_, n, d) =>
          d !== undefined ? d : `${n.toLowerCase()}-${'x'.repeat(40)}`,
        ),
      ]),
    );

  it('runs several API replicas behind the proxy, a worker and the services they use', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'bucket', 'mailpit', 'minio', 'postgres', 'proxy', 'redis', 'worker'].sort(),
    );
    expect(services.api.deploy?.replicas).toBeGreaterThan(1);
    expect(services.proxy.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    expect(existsSync(new URL('deploy/Caddyfile', root))).toBe(true);
    expect(services.worker.command).toEqual(['node', 'dist/src/worker.js']);
    expect(Object.keys(services.worker.depends_on ?? {}).sort()).toEqual(
      ['api', 'bucket', 'mailpit', 'postgres', 'redis'].sort(),
    );
    expect(existsSync(new URL('api/scripts/ensure-bucket.mjs', root))).toBe(true);
    for (const [name, service] of Object.entries(services)) {
      expect([name, Boolean(service.image || service.build)]).toEqual([name, true]);
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(Object.keys(services)).toContain(dependency);
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (!source.startsWith('.')) expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });

  it('gives the API and the worker settings the app accepts: PostgreSQL, Redis, MinIO, SMTP', () => {
    for (const name of ['api', 'worker']) {
      const config = loadConfig(envOf(name));
      expect(config).toMatchObject({
        isProduction: true,
        database: { url: 'postgres://rentnaija:rentnaija@postgres:5432/rentnaija' },
        redis: { url: 'redis://redis:6379' },
        mail: { smtpUrl: 'smtp://mailpit:1025' },
        s3: { bucket: 'rentnaija', endpoint: 'http://minio:9000', forcePathStyle: true },
        trustProxyHops: 1,
      });
    }
    expect(loadConfig(envOf('api')).runWorkers).toBe(false);
    expect(envOf('bucket').S3_ACCESS_KEY_ID).toBe(envOf('minio').MINIO_ROOT_USER);
    expect(envOf('bucket').S3_SECRET_ACCESS_KEY).toBe(envOf('minio').MINIO_ROOT_PASSWORD);
  });
});
