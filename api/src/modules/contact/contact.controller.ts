import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/roles.decorator.js';
import {
  bodyField,
  clientAddress,
  RateLimit,
} from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { waitText } from '../../common/exceptions/domain.exception.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { ContactService } from './contact.service.js';
import { ContactCreatedDto } from './dto/contact.response.js';
import { CreateContactDto } from './dto/create-contact.dto.js';

/** One sender may write 5 times in 10 minutes; many people behind one address 60 times. */
const PER_SENDER: RateRule = { name: 'contact-email', points: 5, durationSeconds: 600 };
const PER_ADDRESS: RateRule = { name: 'contact-address', points: 60, durationSeconds: 600 };
const refused = (seconds: number) => `Too many messages. Please try again ${waitText(seconds)}.`;

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @ApiOperation({ summary: 'Send a message to support; the sender gets a receipt by email' })
  @ApiCreatedResponse({ type: ContactCreatedDto })
  @ApiErrors(400)
  @RateLimit(
    { rule: PER_SENDER, by: bodyField('email'), message: refused },
    { rule: PER_ADDRESS, by: clientAddress, message: refused },
  )
  create(@Body() dto: CreateContactDto, @CurrentUser() user?: AuthUser) {
    return this.contact.create(dto, user?.id);
  }
}
