import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TextMessage } from './entities/text-message.entity.js';
import type { TextMessageSender, TextMeta } from './text-message-sender.js';

/**
 * The default sender, and the one tests use: nothing leaves the server; each text is written
 * to `text_messages`, which staff read in the console (with codes redacted).
 */
@Injectable()
export class SandboxTextSender implements TextMessageSender {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async send(to: string, body: string, meta: TextMeta) {
    const repo = this.dataSource.getRepository(TextMessage);
    const row = await repo.save(
      repo.create({ to, body, channel: meta.channel, shownBody: meta.shownBody }),
    );
    return { messageId: row.id };
  }
}
