import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DRAFT_KEEP_DAYS,
  DRAFT_KINDS,
  DRAFT_MAX_BYTES,
  draftSecretFields,
  type DraftDto,
  type DraftKind,
  TIME_ZONE,
} from '@rentnaija/shared';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import { badRequest, DomainException, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import type { SaveDraftDto } from './dto/draft.dto.js';
import { Draft } from './entities/draft.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which kinds take a key (a listing's id): booking always, a listing when it is an edit. */
const KEYED: Record<DraftKind, 'required' | 'optional' | 'none'> = {
  listing: 'optional',
  booking: 'required',
  kyc: 'none',
};

const draftNotFound = () => notFound('No draft here', 'DRAFT_NOT_FOUND');

/** The kind and key of a route, checked: anything that names no draft is a 404. */
function address(kind: string, key = ''): { kind: DraftKind; key: string } {
  if (!(DRAFT_KINDS as readonly string[]).includes(kind)) throw draftNotFound();
  const keyed = KEYED[kind as DraftKind];
  if (key ? keyed === 'none' || !isUUID(key) : keyed === 'required') throw draftNotFound();
  return { kind: kind as DraftKind, key: key.toLowerCase() };
}

export const toDraftDto = (d: Draft): DraftDto => ({
  kind: d.kind,
  key: d.key,
  step: d.step,
  data: d.data,
  updatedAt: d.updatedAt.toISOString(),
});

/**
 * Deletes the user's draft of `kind` (and `key`) with the manager of the transaction that
 * submits it, so the draft goes exactly when what it drafted is saved.
 */
export async function discardDraft(
  m: EntityManager,
  userId: string,
  kind: DraftKind,
  key = '',
): Promise<void> {
  await m.getRepository(Draft).delete({ userId, kind, key: key.toLowerCase() });
}

/**
 * The signed-in user's unfinished forms: every query is scoped to the user, so another
 * user's draft does not exist for them. A daily sweep deletes drafts untouched for 30 days.
 */
@Injectable()
export class DraftsService {
  private readonly logger = new Logger(DraftsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(Draft);
  }

  /** The user's drafts, last touched first. */
  async list(userId: string): Promise<DraftDto[]> {
    const rows = await this.repo.find({ where: { userId }, order: { updatedAt: 'DESC' } });
    return rows.map(toDraftDto);
  }

  async get(userId: string, kind: string, key?: string): Promise<DraftDto> {
    const found = await this.repo.findOneBy({ userId, ...address(kind, key) });
    if (!found) throw draftNotFound();
    return toDraftDto(found);
  }

  /** Keeps the draft (replacing the one before); refuses secrets and anything too large. */
  async save(userId: string, kind: string, key: string | undefined, dto: SaveDraftDto) {
    const at = address(kind, key);
    const secrets = draftSecretFields(dto.data);
    if (secrets.length) {
      throw badRequest(
        'A draft never keeps passwords, card details or identity numbers',
        secrets.map((field) => ({ field: `data.${field}`, message: 'Not kept in a draft' })),
      );
    }
    if (Buffer.byteLength(JSON.stringify(dto.data)) > DRAFT_MAX_BYTES) {
      throw new DomainException(
        HttpStatus.PAYLOAD_TOO_LARGE,
        'DRAFT_TOO_LARGE',
        `A draft keeps at most ${DRAFT_MAX_BYTES / 1024} KB`,
      );
    }
    await this.dataSource.query(
      `INSERT INTO drafts (user_id, kind, key, step, data) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (user_id, kind, key)
       DO UPDATE SET step = EXCLUDED.step, data = EXCLUDED.data, updated_at = now()`,
      [userId, at.kind, at.key, dto.step, JSON.stringify(dto.data)],
    );
    return this.get(userId, at.kind, at.key);
  }

  async remove(userId: string, kind: string, key?: string): Promise<void> {
    const at = address(kind, key);
    await discardDraft(this.dataSource.manager, userId, at.kind, at.key);
  }

  @Cron('15 3 * * *', { name: 'draft-sweep', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Draft sweep', async () => {
      const deleted = await this.sweep();
      return deleted > 0 ? `Drafts: ${deleted} untouched draft(s) deleted` : undefined;
    });
  }

  /** Deletes drafts untouched for DRAFT_KEEP_DAYS before `now`; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - DRAFT_KEEP_DAYS * DAY_MS);
    const result = await this.repo.delete({ updatedAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
