import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { defineConfig, invalidConfig, toBool } from '../../config/config-area.js';

class StorageVariables {
  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  // File storage in an S3-compatible bucket (instead of UPLOAD_DIR) when S3_BUCKET is set.
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_PUBLIC_URL?: string;
}

/** Where and how the S3 file storage reaches its bucket. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces…); unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * Where anyone can read the public files (`<publicUrl>/properties/<name>`: a CDN or the
   * bucket's public address); unset: the app serves them from the bucket.
   */
  publicUrl?: string;
}

export interface StorageConfig {
  uploadDir: string;
  /** Files go to this S3-compatible bucket instead of `uploadDir` (see S3Settings). */
  s3?: S3Settings;
}

export const storageConfig = defineConfig(StorageVariables, (vars, server): StorageConfig => {
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw invalidConfig('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    uploadDir: vars.UPLOAD_DIR ?? `${server.dataDir}/uploads`,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(vars.S3_ENDPOINT),
          publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
});
