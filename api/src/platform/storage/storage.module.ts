import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { FileStorage, setSeedStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { PrivateDocuments } from './private-documents.js';

/** Local disk by default; an S3-compatible bucket when S3_BUCKET is set (docs/0012). */
async function storageFor(config: AppConfig): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(config.uploadDir);
  // Loaded only when used: the AWS SDK is large.
  const { S3Storage } = await import('./s3.storage.js');
  return new S3Storage(config.s3);
}

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const storage = await storageFor(config);
        setSeedStorage(storage);
        return storage;
      },
    },
    PrivateDocuments,
  ],
  exports: [FileStorage, PrivateDocuments],
})
export class StorageModule {}
