import { ApiProperty } from '@nestjs/swagger';
import type { PhotoVariant, UploadedPanorama, UploadedPhoto } from '@rentnaija/shared';

export class PhotoVariantDto implements PhotoVariant {
  @ApiProperty({ example: '/uploads/properties/3f2a-800.webp' })
  url: string;

  @ApiProperty({ example: 800 })
  width: number;

  @ApiProperty({ example: 600 })
  height: number;
}

/** What `POST /api/uploads/property-images` stores: a listing's `images` entry, less `alt`. */
export class UploadedPhotoDto implements UploadedPhoto {
  @ApiProperty()
  url: string;

  @ApiProperty()
  thumbnailUrl: string;

  @ApiProperty()
  width: number;

  @ApiProperty()
  height: number;

  @ApiProperty({ type: [PhotoVariantDto] })
  variants: PhotoVariantDto[];
}

export class UploadedPanoramaDto implements UploadedPanorama {
  @ApiProperty({ example: '/uploads/properties/9f1c…-panorama.jpg' })
  url: string;

  @ApiProperty({ example: 4096 })
  width: number;

  @ApiProperty({ example: 2048 })
  height: number;
}
