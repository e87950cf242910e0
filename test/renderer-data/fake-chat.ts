import {
  formatTimestamp,
  type CallReview,
  type ChatMessage,
  type CommunicationSearch,
  type CursorParams,
  type ReplyRequest,
  type SendChatRequest,
} from '../../src/shared/interface';
import {
  type LogPage,
  type PortFailure,
  type PortPage,
  type ServerPort,
} from '../../src/renderer/cache';
import { rejection } from './fake-server';

/**
 * What the server does with the next write: take it and answer, refuse it (`failure`), take it
 * and lose the answer on the way back (`lost`), or apply it `afterMs` later (its clock) while the
 * client has already given up (`late`: a server slower than the client's timeout). The last two
 * are the ambiguous cases.
 */
export type Script =
  'ok' | { failure: PortFailure } | { lost: PortFailure } | { late: PortFailure; afterMs: number };

/** A chat and review server for the outbox tests, with its own clock (it may run behind ours). */
export class FakeChat implements ServerPort {
  readonly sessions = new Map<string, ChatMessage[]>();
  readonly sends: { session: string; body: SendChatRequest; replyTo?: string }[] = [];
  readonly reviews: { id: string; review: CallReview }[] = [];
  readonly sendScript: Script[] = [];
  readonly reviewScript: Script[] = [];
  /** Failures for the next reads (chatMessages, and the reachability probe). */
  readonly readFailures: PortFailure[] = [];
  reads = 0;
  /** Set to hold every send until the test releases it. */
  hold: Promise<void> | undefined;
  private nextOid = 5000;
  /** Writes taken but not yet applied (`late`), by the server time they are applied at. */
  private readonly applying: { at: number; apply: () => void }[] = [];

  constructor(private readonly serverNow: () => number) {}

  /** A message in the session as if sent earlier (by us from elsewhere, or by someone else). */
  seed(session: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
    const message = this.message(session, { text }, undefined, extra);
    return message;
  }

  private message(
    session: string,
    body: SendChatRequest,
    replyTo?: string,
    extra: Partial<ChatMessage> = {},
  ): ChatMessage {
    const attachment =
      body.attachment && 'commonName' in body.attachment ? body.attachment : undefined;
    const message: ChatMessage = {
      oid: String(this.nextOid++),
      objectType: 'XCCUserChat',
      commonName: 'Me to Bob',
      subject: body.text ?? '',
      date: formatTimestamp(this.serverNow()),
      incoming: false,
      hasAttachment: attachment !== undefined,
      participants: [],
      chatSession: { oid: session, objectType: 'XCCChatSession', commonName: 'Bob' },
      ...(attachment && {
        attachments: [
          {
            oid: String(this.nextOid++),
            objectType: 'Attachment',
            commonName: attachment.commonName,
            mimeType: attachment.mimeType,
            size: 3,
          },
        ],
      }),
      ...(replyTo !== undefined && {
        original: {
          oid: replyTo,
          objectType: 'XCCUserChat',
          commonName: 'original',
          participants: [],
        },
      }),
      ...extra,
    };
    this.sessions.set(session, [...(this.sessions.get(session) ?? []), message]);
    return message;
  }

  /** Applies the late writes whose time has come; every call does this first. */
  catchUp(): void {
    const now = this.serverNow();
    for (const late of this.applying.filter((l) => l.at <= now)) {
      this.applying.splice(this.applying.indexOf(late), 1);
      late.apply();
    }
  }

  private async write<T>(script: Script[], apply: () => T): Promise<T> {
    if (this.hold) await this.hold;
    this.catchUp();
    const step = script.shift() ?? 'ok';
    if (step !== 'ok' && 'failure' in step) throw rejection(step.failure);
    if (step !== 'ok' && 'late' in step) {
      this.applying.push({ at: this.serverNow() + step.afterMs, apply });
      throw rejection(step.late);
    }
    const result = apply();
    if (step !== 'ok') throw rejection(step.lost);
    return result;
  }

  sendChat(session: string, body: SendChatRequest): Promise<ChatMessage> {
    this.sends.push({ session, body });
    return this.write(this.sendScript, () => this.message(session, body));
  }

  reply(session: string, messageOid: string, body: ReplyRequest): Promise<ChatMessage> {
    this.sends.push({ session, body, replyTo: messageOid });
    return this.write(this.sendScript, () => this.message(session, body, messageOid));
  }

  private read<T>(answer: () => T): Promise<T> {
    this.reads++;
    this.catchUp();
    const failure = this.readFailures.shift();
    return failure ? Promise.reject(rejection(failure)) : Promise.resolve(answer());
  }

  chatMessages(session: string, params: CursorParams): Promise<PortPage<ChatMessage>> {
    return this.read(() => ({
      items: (this.sessions.get(session) ?? []).slice(-(params.limit ?? 15)).reverse(),
    }));
  }

  searchCommunications(_params: CommunicationSearch): Promise<LogPage> {
    return this.read(() => ({ rows: [] }));
  }

  reviewCall(id: string, review: CallReview): Promise<void> {
    return this.write(this.reviewScript, () => {
      this.reviews.push({ id, review });
    });
  }
}
