import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailService } from '../../platform/mail/mail.service.js';
import type { CreateContactDto } from './dto/create-contact.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/** Acknowledgements one address receives in a day, whoever writes in its name. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores the message for support staff and acknowledges it by email, atomically. Anyone may
   * write in any address's name, so one address gets at most ACKS_PER_ADDRESS_PER_DAY
   * acknowledgements a day; later messages are stored all the same.
   */
  async create(dto: CreateContactDto, userId?: string) {
    const saved = await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(ContactMessage);
      const saved = await repo.save(
        repo.create({ ...dto, phone: dto.phone || null, userId: userId ?? null }),
      );
      const today: { count: string }[] = await m.query(
        `SELECT count(*) AS count FROM contact_messages
          WHERE lower(email) = lower($1) AND created_at > now() - interval '1 day'`,
        [saved.email],
      );
      if (Number(today[0].count) > ACKS_PER_ADDRESS_PER_DAY) return saved;
      await this.mail.record(m, {
        to: saved.email,
        template: 'contact-acknowledgement',
        data: { reference: contactReference(saved.id) },
      });
      return saved;
    });
    return {
      id: saved.id,
      reference: contactReference(saved.id),
      createdAt: saved.createdAt.toISOString(),
    };
  }
}

/** The reference a sender quotes: short, from the message id. */
export const contactReference = (id: string) => `RN-${id.slice(0, 8).toUpperCase()}`;
