import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { IdParam } from '../../common/http/routes.js';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { ReleaseListingDto } from './dto/application.dto.js';
import { type ListingRelease, OffersService } from './offers.service.js';

export class ListingReleaseResponseDto implements ListingRelease {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['available'] })
  status: 'available';

  @ApiProperty({ description: 'Approvals waiting for payment that were withdrawn' })
  offersEnded: number;
}

/** The console's way out for a listing stuck under contract (the offers behind it end). */
@ApiTags('admin')
@Controller('admin/properties')
export class AdminListingReleaseController {
  constructor(private readonly offers: OffersService) {}

  @Roles('admin')
  @Post(':id/release')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Put a listing held under contract back on the market (admins; audited): its unpaid approvals are withdrawn with the reason; refused while a tenancy holds it',
  })
  @ApiOkResponse({ type: ListingReleaseResponseDto })
  @ApiErrors(400, 404, 409)
  release(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: ReleaseListingDto) {
    return this.offers.releaseListing(user, id, dto.reason);
  }
}
