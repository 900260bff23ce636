import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { MoveInDateDto } from './dto/tenancy.dto.js';
import { TenancyListResponseDto, TenancyResponseDto } from './dto/tenancy.response.js';
import { TenanciesService } from './tenancies.service.js';

@ApiTags('tenancies')
@Controller('tenancies')
export class TenanciesController {
  constructor(private readonly tenancies: TenanciesService) {}

  @Roles('tenant', 'landlord')
  @Get()
  @ApiOperation({
    summary: "The signed-in tenant's tenancies, or the signed-in landlord's, newest first",
  })
  @ApiOkResponse({ type: TenancyListResponseDto })
  @ApiErrors()
  mine(@CurrentUser() user: AuthUser) {
    return this.tenancies.listMine(user);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One tenancy: its tenant, its landlord or staff' })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.tenancies.get(user, id);
  }

  @Roles('tenant')
  @Put(':id/move-in-date')
  @ApiOperation({
    summary:
      "Choose the move-in date (the tenant; within the tenancy's move-in window, WAT, until they move in); sets the end date",
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  setMoveInDate(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: MoveInDateDto,
  ) {
    return this.tenancies.setMoveInDate(user, id, dto.moveInDate);
  }
}
