import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { DepositAwardDto } from './dto/deposit.dto.js';
import { AdminDepositDisputeResponseDto } from './dto/deposit.response.js';
import { DepositReturnService } from './deposit-return.service.js';

/**
 * The console's deposit disputes: deductions a tenant disputed after the tenancy, with both
 * reports side by side. Support reads; admins uphold them (in full or in part) or refuse them,
 * once; the deposit is then paid out and refunded, and both parties are told.
 */
@Controller('admin/deposit-disputes')
export class AdminDepositDisputesController extends ReviewController({
  noun: 'deposit dispute',
  plural: 'deposit disputes',
  dto: AdminDepositDisputeResponseDto,
  words: {
    pending: 'a disputed deposit’s deductions',
    list: ' (console; filter by state: disputed, settled)',
    get: ' with both reports and the deductions',
    approve:
      ', in full or the amount given: it is paid to the landlord and the rest of the deposit refunded to the tenant',
    reject: ': the disputed deductions are refunded to the tenant with the rest',
  },
  rejectAs: { path: 'refuse', verb: 'Refuse' },
  approveBody: DepositAwardDto,
}) {
  constructor(review: DepositReturnService) {
    super(review);
  }
}
