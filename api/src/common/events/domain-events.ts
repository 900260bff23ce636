import type { EntityManager } from 'typeorm';

/** Reacts to a change inside the transaction that makes it. */
export type DomainListener<E> = (manager: EntityManager, event: E) => Promise<void>;

/**
 * A typed, in-process channel for one kind of change. The feature that owns the change
 * publishes inside its transaction; other features subscribe once, at start, instead of being
 * called from each write. Listeners record durable effects with `manager` (outbox, notify) and
 * register in-memory ones with `afterCommit`, so a rolled-back change leaves no trace.
 */
export class DomainEvents<E> {
  private readonly listeners: DomainListener<E>[] = [];

  subscribe(listener: DomainListener<E>): void {
    this.listeners.push(listener);
  }

  async publish(manager: EntityManager, event: E): Promise<void> {
    for (const listener of this.listeners) await listener(manager, event);
  }
}
