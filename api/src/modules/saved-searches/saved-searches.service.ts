import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SAVED_SEARCH_LIMIT, type SavedSearchDto } from '@rentnaija/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { badRequest, notFound, tooManyRequests } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto.js';
import { SavedSearch } from './entities/saved-search.entity.js';
import { cleanFilters } from './saved-search-filters.js';

export const toSavedSearchDto = (s: SavedSearch): SavedSearchDto => ({
  id: s.id,
  name: s.name,
  filters: s.filters,
  frequency: s.frequency,
  alertsEnabled: s.alertsEnabled,
  lastDigestAt: s.lastDigestAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

/** A user's saved searches; every query is scoped to its owner (others' are 404). */
@Injectable()
export class SavedSearchesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(SavedSearch);
  }

  async list(userId: string): Promise<SavedSearchDto[]> {
    const rows = await this.repo.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toSavedSearchDto);
  }

  async create(userId: string, dto: CreateSavedSearchDto): Promise<SavedSearchDto> {
    const filters = cleanFilters(dto.filters);
    const saved = await this.dataSource.transaction(async (m) => {
      // One user's saves are serialised so the limit holds under double clicks.
      await m.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const repo = m.getRepository(SavedSearch);
      if ((await repo.countBy({ userId })) >= SAVED_SEARCH_LIMIT) {
        throw tooManyRequests(
          `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
          'SAVED_SEARCH_LIMIT',
        );
      }
      return repo.save(
        repo.create({ userId, name: dto.name, filters, frequency: dto.frequency ?? 'daily' }),
      );
    });
    return toSavedSearchDto(saved);
  }

  async update(userId: string, id: string, dto: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    const row = await this.owned(userId, id);
    if (dto.name !== undefined) row.name = dto.name;
    if (dto.frequency !== undefined) row.frequency = dto.frequency;
    if (dto.alertsEnabled !== undefined) row.alertsEnabled = dto.alertsEnabled;
    return toSavedSearchDto(await this.repo.save(row));
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.repo.delete({ id, userId });
    if (!result.affected) throw notFound('Saved search not found', 'SAVED_SEARCH_NOT_FOUND');
  }

  /** Turns a search's alerts off from the email's link, without signing in. */
  async unsubscribe(token: string): Promise<{ name: string }> {
    const id = this.readUnsubscribeToken(token);
    const row = id === null ? null : await this.repo.findOneBy({ id });
    if (!row || id === null) {
      throw badRequest(
        'This unsubscribe link is not valid.',
        undefined,
        'INVALID_UNSUBSCRIBE_LINK',
      );
    }
    if (row.alertsEnabled) await this.repo.update({ id }, { alertsEnabled: false });
    return { name: row.name };
  }

  /** The email's unsubscribe link: the search id, signed; it never expires. */
  unsubscribeUrl(searchId: string): string {
    return `${this.config.appUrl}/saved-searches/unsubscribe?token=${searchId}.${this.sign(searchId)}`;
  }

  private readUnsubscribeToken(token: string): string | null {
    const [id, signature] = token.split('.');
    if (!id || !signature || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(searchId: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`saved-search-unsubscribe:${searchId}`)
      .digest('base64url');
  }

  private async owned(userId: string, id: string): Promise<SavedSearch> {
    const row = await this.repo.findOneBy({ id, userId });
    if (!row) throw notFound('Saved search not found', 'SAVED_SEARCH_NOT_FOUND');
    return row;
  }
}
