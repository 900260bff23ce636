import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { FileStorage, setSeedStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const storage = new LocalDiskStorage(config.uploadDir);
        setSeedStorage(storage);
        return storage;
      },
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
