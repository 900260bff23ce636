import { loadConfig } from '../../config/app.config.js';

describe('file storage settings', () => {
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
