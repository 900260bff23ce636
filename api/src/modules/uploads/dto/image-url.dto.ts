import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/http/validators.js';

export class ImageUrlDto {
  @ApiProperty({ example: 'https://example.com/photos/living-room.jpg' })
  @Trim()
  @IsString({ message: 'Image URL is required' })
  @IsNotEmpty({ message: 'Image URL is required' })
  @MaxLength(2000)
  url: string;
}
