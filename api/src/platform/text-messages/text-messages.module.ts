import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AdminTextMessagesController } from './admin-text-messages.controller.js';
import { SandboxTextSender } from './sandbox-text.sender.js';
import { TermiiTextSender } from './termii-text.sender.js';
import { TextJobHandler } from './text.job.js';
import { TEXT_MESSAGE_SENDER } from './text-message-sender.js';
import { TextMessagesController } from './text-messages.controller.js';
import { TextMessagesService } from './text-messages.service.js';

/** The sender chosen by TEXT_PROVIDER: the sandbox (default, tests) or Termii. */
const senderProvider: Provider = {
  provide: TEXT_MESSAGE_SENDER,
  inject: [APP_CONFIG, SandboxTextSender, TermiiTextSender],
  useFactory: (config: AppConfig, sandbox: SandboxTextSender, termii: TermiiTextSender) =>
    config.texts.provider === 'termii' ? termii : sandbox,
};

/** SMS and WhatsApp texts: phone verification, opt-ins, delivery through the outbox. */
@Module({
  controllers: [TextMessagesController, AdminTextMessagesController],
  providers: [
    SandboxTextSender,
    TermiiTextSender,
    senderProvider,
    TextJobHandler,
    TextMessagesService,
  ],
  exports: [TextMessagesService],
})
export class TextMessagesModule {}
