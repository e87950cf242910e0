import { systemClock, type Clock } from '../cache/clock';
import { inOutbox, type OutboxDatabase } from '../outbox/outbox-db';
import { type PromptedStore } from './review-prompter';

/**
 * The calls the review prompt was shown for, so that none is asked about twice: the `prompted`
 * table (`callOid`, `at`) of the account's outbox database, on the outbox's connection. There it
 * outlives a restart, a crash and "clear cache", written with strict durability; the table is
 * declared with the rest of that database's schema (`outbox/outbox-db.ts`: one schema per
 * database).
 */
export class PromptedCalls implements PromptedStore {
  constructor(
    private readonly db: OutboxDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  has(callOid: string): Promise<boolean> {
    return inOutbox(this.db, async (db) => (await db.prompted.get(callOid)) !== undefined);
  }

  add(callOid: string): Promise<void> {
    return inOutbox(this.db, async (db) => {
      await db.prompted.put({ callOid, at: this.clock.now() });
    });
  }
}
