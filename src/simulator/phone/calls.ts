import { type channelRoles, type channelStates } from '../../shared/interface';
import { type Session } from '../auth';
import { type Party, type UserRecord } from '../store/types';

type ChannelState = (typeof channelStates)[number];
type ChannelRole = (typeof channelRoles)[number];

/** A device registered with a session (me_device_register.html). */
export interface Device {
  readonly uuid: string;
  readonly phoneNumber?: string;
  readonly twinnedPhoneNumber?: string;
  readonly deviceName?: string;
}

/** One side of a call on the PBX (model/ActiveChannel.html). */
export interface Channel {
  readonly channelId: string;
  callId: string;
  state: ChannelState;
  readonly name: string;
  readonly role: ChannelRole;
  /** The user whose phone it is, for colleagues and the caller. */
  readonly user?: UserRecord;
  readonly twinChannel: boolean;
  /** When it was answered (ms), for the call log. */
  answeredMs?: number;
}

/**
 * Where a call placed through a device is: ringing the user's own phone, ringing the party
 * called, the two connected, the two parties connected with each other after a transfer (the
 * device's leg gone), or over.
 */
export type CallState = 'ringingDevice' | 'ringingRemote' | 'connected' | 'transferred' | 'ended';

export type CallOutcome =
  'deviceDeclined' | 'deviceNoAnswer' | 'rejected' | 'noAnswer' | 'hungUp' | 'transferred';

/**
 * A call the PBX placed for a device (`pbx_call`, `twin_call`), or one a colleague places to a
 * user's line (the control API's `ringLine`: no device, `owner` is the caller, whose phone is up).
 */
export interface SimCall {
  /** The control API's name for it. */
  readonly id: string;
  readonly owner: UserRecord;
  /** The session whose device it was placed for; none for a call to a user's line. */
  readonly session?: Session;
  /** The number rung first: the device's phone or its twin; the caller's line. */
  readonly from: string;
  /** The number dialled, as the PBX dials it. */
  readonly to: string;
  readonly twin: boolean;
  /** Who the number reaches: a colleague, a contact, or just the number. */
  readonly callee: Party;
  readonly calleeUser?: UserRecord;
  state: CallState;
  outcome?: CallOutcome;
  readonly placedMs: number;
  /** When the user's own phone answered. */
  deviceAnsweredMs?: number;
  /** When the party called answered. */
  answeredMs?: number;
  endedMs?: number;
  /** The device's leg, until the call ends or is transferred. */
  local?: Channel;
  /** The party called, once the PBX dials them. */
  remote?: Channel;
  /** After a transfer: the other call's party, now connected with `remote`. */
  bridged?: Channel;
  timer?: ReturnType<typeof setTimeout>;
}

/** Every call placed, oldest first, and the channels by id. */
export class CallBook {
  private readonly calls: SimCall[] = [];
  private nextCall = 1;
  private nextChannel = 1;
  private version = 0;

  add(call: Omit<SimCall, 'id'>): SimCall {
    const placed = { ...call, id: `call-${this.nextCall++}` };
    this.calls.push(placed);
    return placed;
  }

  all(): readonly SimCall[] {
    return this.calls;
  }

  get(id: string): SimCall | undefined {
    return this.calls.find((call) => call.id === id);
  }

  /** An id of the platform's form (`<seconds>.<sequence>`, channels_hangup.html's example). */
  newChannelId(nowMs: number): string {
    return `${Math.floor(nowMs / 1000)}.${this.nextChannel++}`;
  }

  /** The call a live channel belongs to. */
  withChannel(channelId: string): SimCall | undefined {
    return this.calls.find((call) => channelsOf(call).some((c) => c.channelId === channelId));
  }

  /** ActiveChannelEvent's `version`: higher with every event. */
  nextVersion(): number {
    return ++this.version;
  }
}

/** The live channels of a call. */
export function channelsOf(call: SimCall): Channel[] {
  return [call.local, call.remote, call.bridged].filter((c): c is Channel => c !== undefined);
}

/** The calls still running on the device of `session`, oldest first. */
export function runningCallsOf(book: CallBook, session: Session): SimCall[] {
  return book.all().filter((call) => call.session === session && call.local !== undefined);
}
