import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiList } from '../../common/http/openapi.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { BanksService } from './banks.service.js';
import { PayoutAccountRequestDto } from './dto/payout.dto.js';
import {
  BankResponseDto,
  LandlordPayoutsResponseDto,
  PayoutAccountStateResponseDto,
} from './dto/payout.response.js';
import { PayoutAccountsService } from './payout-accounts.service.js';
import { PayoutsService } from './payouts.service.js';

/** Accounts a landlord may have the bank look up in an hour. */
const ACCOUNT_CHECKS: RateRule = {
  name: 'payout-account-checks',
  points: 10,
  durationSeconds: 3600,
};

@ApiTags('payouts')
@Controller('banks')
export class BanksController {
  constructor(private readonly banks: BanksService) {}

  @Roles('landlord', 'admin', 'support')
  @Get()
  @ApiOperation({
    summary: 'The banks payouts can be sent to, by name, as the payment gateway lists them',
  })
  @ApiList(BankResponseDto)
  list() {
    return this.banks.list();
  }
}

@ApiTags('payouts')
@Controller('landlord')
export class LandlordPayoutsController {
  constructor(
    private readonly accounts: PayoutAccountsService,
    private readonly payouts: PayoutsService,
  ) {}

  @Roles('landlord')
  @Get('payout-account')
  @ApiOperation({
    summary:
      "The signed-in landlord's payout bank account (null until added; the number's last four digits only) and whether their identity is verified",
  })
  @ApiOkResponse({ type: PayoutAccountStateResponseDto })
  getAccount(@CurrentUser() user: AuthUser) {
    return this.accounts.mine(user);
  }

  @Roles('landlord')
  @Put('payout-account')
  @RateLimit({ rule: ACCOUNT_CHECKS, by: userOrAddress })
  @ApiOperation({
    summary:
      "Add or replace the payout bank account: the bank gives the holder's name, compared with the verified identity (the same person: verified; otherwise our team checks it). Needs approved KYC",
  })
  @ApiOkResponse({ type: PayoutAccountStateResponseDto })
  @ApiErrors(400, 409)
  saveAccount(@CurrentUser() user: AuthUser, @Body() dto: PayoutAccountRequestDto) {
    return this.accounts.save(user, dto);
  }

  @Roles('landlord')
  @Get('payouts')
  @ApiOperation({
    summary:
      "The signed-in landlord's money: held by the platform, scheduled to be paid, and paid, with each payout's state and dates",
  })
  @ApiOkResponse({ type: LandlordPayoutsResponseDto })
  list(@CurrentUser() user: AuthUser) {
    return this.payouts.forLandlord(user);
  }
}
