import { type UserRecord } from './store/types';

/** A sign-in code the simulator "e-mailed": what the user would find in their inbox. */
export interface SentCode {
  /** Position in the mailbox since start. */
  readonly index: number;
  readonly userName: string;
  readonly email: string;
  readonly code: string;
  /** Epoch ms (the simulator's clock). */
  readonly at: number;
}

/** The newest codes kept (older ones are forgotten; they no longer sign anyone in anyway). */
const KEPT = 1_000;

/**
 * The sign-in codes sent by e-mail (`POST /me/request_mfa`, or a login that needs one while the
 * `refuseMfaRequest` fault stands): a test reads them as a user reads their mail
 * (`GET /__simulator/mail`). Per user, the newest code sent is the one a login takes, once.
 */
export class Mailbox {
  private readonly sent: SentCode[] = [];
  private total = 0;
  /** Per user oid: the code a login may still carry. */
  private readonly usable = new Map<string, string>();

  send(user: UserRecord, email: string, code: string, at: number): void {
    this.sent.push({ index: this.total++, userName: user.userName, email, code, at });
    if (this.sent.length > KEPT) this.sent.splice(0, this.sent.length - KEPT);
    this.usable.set(user.oid, code);
  }

  /** Whether `code` is the newest one sent to the user and not used yet. */
  takes(user: UserRecord, code: string): boolean {
    return this.usable.get(user.oid) === code;
  }

  /** A login carried it: it signs no one in again. */
  use(user: UserRecord): void {
    this.usable.delete(user.oid);
  }

  /** Every code kept, oldest first. */
  list(): readonly SentCode[] {
    return [...this.sent];
  }
}
