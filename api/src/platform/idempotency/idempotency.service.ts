import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { DomainException } from '../../common/exceptions/domain.exception.js';
import { runScheduledSweep } from '../jobs/scheduled-sweep.js';
import { IdempotencyKey } from './entities/idempotency-key.entity.js';

/** How long a key holds its answer. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** How long a repeat waits for the first request to end before it is told to come back. */
export const IN_PROGRESS_WAIT_MS = 5_000;
const POLL_MS = 100;
/** A first request still unanswered after this long died with its process: a repeat runs. */
const ABANDONED_AFTER_SECONDS = 60;
/** What a repeat refused while the first request runs is told to wait, in seconds. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 2;

/** One request sent with an `Idempotency-Key`. */
export interface KeyedRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

/** What to do with it: run it (the first of its key) or give the first answer again. */
export type KeyOutcome =
  { run: true; id: string } | { run: false; statusCode: number; body: unknown };

/**
 * Holds the first answer to each key so repeats get it again: the row is claimed before the
 * first request runs (the unique (scope, key) lets one claim win however many arrive at once)
 * and completed with the answer before it is sent.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(
    @InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Claims the key for this request, or waits (briefly) for the first request of the key to end
   * and returns its answer. A key used with another method, path or body is refused with 422; a
   * first request still running after IN_PROGRESS_WAIT_MS gives 409 REQUEST_IN_PROGRESS.
   */
  async begin(request: KeyedRequest): Promise<KeyOutcome> {
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (;;) {
      const claimed = await this.claim(request);
      if (claimed) return { run: true, id: claimed };
      const first = await this.keys.findOneBy({ scope: request.scope, key: request.key });
      // Gone: the first request failed on the server's side and let go of the key; claim again.
      if (!first) continue;
      if (first.fingerprint !== request.fingerprint) throw keyReused();
      if (first.statusCode !== null) {
        return { run: false, statusCode: first.statusCode, body: first.responseBody };
      }
      if (Date.now() >= deadline) throw inProgress();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Keeps the answer of the request that claimed the key. */
  async complete(id: string, statusCode: number, body: unknown): Promise<void> {
    await this.keys.query(
      `UPDATE idempotency_keys SET status_code = $2, response_body = $3::jsonb, completed_at = now()
       WHERE id = $1`,
      [id, statusCode, JSON.stringify(body ?? null)],
    );
  }

  /** Lets go of the key (a server-side failure): a retry with it runs again. */
  async release(id: string): Promise<void> {
    await this.keys.query(`DELETE FROM idempotency_keys WHERE id = $1 AND status_code IS NULL`, [
      id,
    ]);
  }

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'idempotency-keys' })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Idempotency sweep', async () => {
      const removed = await this.sweep();
      return removed > 0 ? `Idempotency: ${removed} key(s) older than a day removed` : undefined;
    });
  }

  /** Removes the keys older than IDEMPOTENCY_KEY_HOURS; returns how many. */
  async sweep(): Promise<number> {
    const result = await this.keys
      .createQueryBuilder()
      .delete()
      .where(`created_at < now() - make_interval(hours => :hours)`, {
        hours: IDEMPOTENCY_KEY_HOURS,
      })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Inserts the key's row, or takes over a row that no longer counts (older than a day, or a
   * first request that never ended); returns its id, or null when another request holds it.
   */
  private async claim(r: KeyedRequest): Promise<string | null> {
    const rows: { id: string }[] = await this.keys.query(
      `INSERT INTO idempotency_keys (scope, key, method, path, fingerprint)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (scope, key) DO UPDATE SET
         method = EXCLUDED.method, path = EXCLUDED.path, fingerprint = EXCLUDED.fingerprint,
         status_code = NULL, response_body = NULL, created_at = now(), completed_at = NULL
       WHERE idempotency_keys.created_at < now() - make_interval(hours => $6)
          OR (idempotency_keys.status_code IS NULL
              AND idempotency_keys.created_at < now() - make_interval(secs => $7))
       RETURNING id`,
      [
        r.scope,
        r.key,
        r.method,
        r.path,
        r.fingerprint,
        IDEMPOTENCY_KEY_HOURS,
        ABANDONED_AFTER_SECONDS,
      ],
    );
    return rows[0]?.id ?? null;
  }
}

const keyReused = () =>
  new DomainException(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  );

const inProgress = () =>
  new DomainException(
    HttpStatus.CONFLICT,
    'REQUEST_IN_PROGRESS',
    'The first request with this Idempotency-Key is still being processed. Try again shortly.',
    undefined,
    IN_PROGRESS_RETRY_AFTER_SECONDS,
  );
