import { Logger } from '@nestjs/common';
import {
  type EntityManager,
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/** Something to do once a change is committed: queue a job, clear a cache, push to a socket. */
export type AfterCommitEffect = () => unknown;

interface Pending {
  effect: AfterCommitEffect;
  /** The transaction depth it was registered at (savepoints count as depth). */
  depth: number;
}

const KEY = 'afterCommit';
const logger = new Logger('AfterCommit');

/** TypeORM keeps the depth protected; savepoints need it to drop what they roll back. */
const depthOf = (runner: QueryRunner) =>
  (runner as unknown as { transactionDepth: number }).transactionDepth;

const pendingOf = (runner: QueryRunner): Pending[] =>
  ((runner.data as Record<string, Pending[] | undefined>)[KEY] ??= []);

async function run(effects: AfterCommitEffect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // The change is committed whatever happens here: an effect must not undo the answer.
      // Durable follow-ups are in the outbox, whose sweep retries them.
      logger.warn(`An after-commit effect failed: ${String(error)}`);
    }
  }
}

/**
 * Runs `effect` once the transaction `manager` belongs to has committed, and never when it
 * rolls back. Outside a transaction (the write is already committed) it runs at once.
 *
 * Effects run before the connection goes back to the pool, and on the embedded database that
 * is the only connection: they must not query the database. They are for what lives outside
 * it (queues, caches, sockets); anything durable is written inside the transaction instead.
 */
export async function afterCommit(manager: EntityManager, effect: AfterCommitEffect) {
  const runner = manager.queryRunner;
  if (runner && runner.isTransactionActive) {
    pendingOf(runner).push({ effect, depth: depthOf(runner) });
    return;
  }
  await run([effect]);
}

/**
 * Registered with every data source (see `dataSourceOptions`): runs the effects of a
 * transaction after its COMMIT and drops them on ROLLBACK, savepoints included.
 */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const pending = pendingOf(queryRunner);
    if (queryRunner.isTransactionActive) {
      // A savepoint was released: its effects now belong to the enclosing transaction.
      const depth = depthOf(queryRunner);
      for (const p of pending) p.depth = Math.min(p.depth, depth);
      return;
    }
    const effects = pending.splice(0).map((p) => p.effect);
    await run(effects);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const pending = pendingOf(queryRunner);
    if (!queryRunner.isTransactionActive) {
      pending.splice(0);
      return;
    }
    const depth = depthOf(queryRunner);
    const kept = pending.filter((p) => p.depth <= depth);
    pending.splice(0, pending.length, ...kept);
  }
}
