/**
 * Creates the bucket named by S3_BUCKET when it does not exist (the compose stack's MinIO; a
 * managed bucket is made with your infrastructure instead). Waits up to a minute for the store
 * to answer. Reads the same S3_* settings as the API.
 */
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const {
  S3_BUCKET: Bucket,
  S3_REGION,
  S3_ENDPOINT,
  S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY,
} = process.env;
if (!Bucket) {
  console.error('S3_BUCKET is not set');
  process.exit(1);
}
const client = new S3Client({
  region: S3_REGION || 'us-east-1',
  endpoint: S3_ENDPOINT || undefined,
  forcePathStyle: Boolean(S3_ENDPOINT),
  credentials:
    S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
      : undefined,
});

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
    console.log(`Bucket ${Bucket} exists`);
    break;
  } catch (error) {
    const status = error?.$metadata?.httpStatusCode;
    if (status === 404) {
      await client.send(new CreateBucketCommand({ Bucket }));
      console.log(`Bucket ${Bucket} created`);
      break;
    }
    if (Date.now() > deadline) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
client.destroy();
