import { Body, Controller, Post } from '@nestjs/common';
import {
  FileInterceptor,
  memoryStorage,
  type UploadedMultipartFile,
} from '@nestjs/platform-fastify/multipart';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { MultipartUpload, RequiredFile } from '../../common/http/multipart.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { UploadedPanoramaDto, UploadedPhotoDto } from './dto/uploaded-photo.response.js';
import { ImageUrlDto } from './dto/image-url.dto.js';
import { RemoteImageFetcher } from './remote-image.js';
import { UploadsService } from './uploads.service.js';

/** One file of at most 5 MB in memory, in the multipart field `file`. */
const ONE_PHOTO = FileInterceptor('file', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
});

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly remote: RemoteImageFetcher,
  ) {}

  /** One listing photo (multipart field `file`): 413 over 5 MB, 415 when not JPG/PNG/WebP. */
  @Roles('landlord')
  @Post('property-images')
  @ApiOperation({
    summary: 'Upload a listing photo (JPG, PNG or WebP up to 5 MB), stored re-encoded',
  })
  @ApiCreatedResponse({ type: UploadedPhotoDto })
  @ApiErrors(400, 413, 415)
  @MultipartUpload(ONE_PHOTO)
  upload(@RequiredFile() file: UploadedMultipartFile) {
    return this.uploads.storePropertyImage(file.buffer ?? Buffer.alloc(0));
  }

  /**
   * A listing's panorama for the 360° view (multipart field `file`): 400 unless it is twice as
   * wide as tall, 413 over 5 MB, 415 when not JPG/PNG/WebP. Stored as one JPEG up to 4096×2048.
   */
  @Roles('landlord')
  @Post('property-panoramas')
  @ApiOperation({
    summary: 'Upload a 2:1 panorama photo for a listing (JPG, PNG or WebP up to 5 MB)',
  })
  @ApiCreatedResponse({ type: UploadedPanoramaDto })
  @ApiErrors(400, 413, 415)
  @MultipartUpload(ONE_PHOTO)
  uploadPanorama(@RequiredFile() file: UploadedMultipartFile) {
    return this.uploads.storePanorama(file.buffer ?? Buffer.alloc(0));
  }

  /**
   * A listing photo fetched from a public http(s) URL and stored through the same pipeline as
   * an upload (only our own copies are ever shown): 400 for a private or unreachable address,
   * 413 over 5 MB, 415 when the bytes are not a JPG/PNG/WebP image.
   */
  @Roles('landlord')
  @Post('property-images/from-url')
  @ApiOperation({
    summary: 'Fetch a listing photo from a public http(s) address and store it like an upload',
  })
  @ApiCreatedResponse({ type: UploadedPhotoDto })
  @ApiErrors(400, 413, 415)
  async fromUrl(@Body() dto: ImageUrlDto) {
    return this.uploads.storePropertyImage(await this.remote.fetch(dto.url));
  }
}
