import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller.js';
import { RemoteImageFetcher } from './remote-image.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [UploadsController],
  providers: [UploadsService, RemoteImageFetcher],
})
export class UploadsModule {}
