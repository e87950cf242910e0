import { databaseName, type Account } from '../cache/account';
import { systemClock, type Clock } from '../cache/clock';
import { openDatabase } from '../cache/open-database';
import { inOutbox, OUTBOX_SCHEMA_VERSION, OutboxDatabase } from '../outbox/outbox-db';
import { type PromptedStore } from './review-prompter';

/**
 * The calls the review prompt was shown for, so that none is asked about twice: the `prompted`
 * table (`callOid`, `at`) of the account's outbox database, on a connection of its own. There it
 * outlives a restart, a crash and "clear cache", written with strict durability; the table is
 * declared with the rest of that database's schema (`outbox/outbox-db.ts`: one schema per
 * database).
 */
export class PromptedCalls implements PromptedStore {
  private constructor(
    private readonly db: OutboxDatabase,
    private readonly clock: Clock,
  ) {}

  /** Opens the account's outbox database (creating or upgrading it as the outbox would). */
  static async open(options: { account: Account; clock?: Clock }): Promise<PromptedCalls> {
    const db = new OutboxDatabase(databaseName('outbox', options.account));
    await openDatabase(db, 'outbox', OUTBOX_SCHEMA_VERSION);
    return new PromptedCalls(db, options.clock ?? systemClock);
  }

  has(callOid: string): Promise<boolean> {
    return inOutbox(this.db, async (db) => (await db.prompted.get(callOid)) !== undefined);
  }

  add(callOid: string): Promise<void> {
    return inOutbox(this.db, async (db) => {
      await db.prompted.put({ callOid, at: this.clock.now() });
    });
  }

  close(): void {
    this.db.close();
  }
}
