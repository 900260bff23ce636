import { Controller, Get } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import {
  OverviewCountResponseDto,
  StaffOverviewResponseDto,
} from './dto/staff-overview.response.js';
import { StaffOverview } from './staff-overview.js';

/** The staff's landing figures: what waits for a decision or a reply. */
@ApiTags('admin')
@ApiExtraModels(OverviewCountResponseDto)
@Controller('admin/overview')
@Roles('admin', 'support')
export class AdminOverviewController {
  constructor(private readonly overview: StaffOverview) {}

  @Get()
  @ApiOperation({ summary: 'Counts of what needs action from staff, with their console lists' })
  @ApiOkResponse({ type: StaffOverviewResponseDto })
  get() {
    return this.overview.counts();
  }
}
