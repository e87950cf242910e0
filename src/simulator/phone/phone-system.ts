import { ServiceCode } from '../../shared/interface';
import { type Session } from '../auth';
import { type SimState } from '../context';
import { SimError } from '../errors';
import { callParty } from '../seed/communications';
import { type UserRecord } from '../store/types';
import { resolveCallee } from './callee';
import {
  CallBook,
  channelsOf,
  type CallOutcome,
  type Channel,
  type Device,
  type SimCall,
} from './calls';
import { logCallerLeg, logColleagueLeg } from './log';
import { changeScript, type PhoneScript, type PhoneScriptChange } from './script';
import { publishChannel } from './views';

const notNow = (call: SimCall, what: string) =>
  new SimError(409, ServiceCode.ContentsUndecodable, `${call.id} is ${call.state}: ${what}`);

/**
 * The PBX's side of calling: the devices registered per sign-in session, and the calls it
 * places for them, step by step (me_device_pbx_call.html: "the PBX calls the client phone; when
 * the client answers, it dials the requested number and bridges the two calls"). Each step
 * publishes the channels it changes (`activeChannelEvent`); a leg that goes away is logged.
 * Timers drive the far side as scripted; the control API can take any step instead.
 */
export class PhoneSystem {
  readonly calls = new CallBook();
  private readonly devices = new WeakMap<Session, Device>();

  constructor(public script: PhoneScript) {}

  register(session: Session, device: Device): void {
    this.devices.set(session, device);
  }

  /** False when the session had no device. */
  unregister(session: Session): boolean {
    return this.devices.delete(session);
  }

  deviceOf(session: Session): Device | undefined {
    return this.devices.get(session);
  }

  changeScript(change: PhoneScriptChange): PhoneScript {
    this.script = changeScript(this.script, change);
    return this.script;
  }

  /** The PBX rings `from` (the device's phone or twin) for a call to `to`. */
  place(state: SimState, session: Session, from: string, to: string, twin: boolean): SimCall {
    const now = state.clock.nowMs();
    const owner = session.user;
    const id = this.calls.newChannelId(now);
    const local: Channel = {
      channelId: id,
      callId: id,
      state: 'RINGING',
      name: owner.person.commonName,
      role: 'CALLER',
      user: owner,
      twinChannel: twin,
    };
    const callee = resolveCallee(state, owner, to);
    const call = this.calls.add({
      owner,
      session,
      from,
      to,
      twin,
      callee: callee.party,
      calleeUser: callee.user,
      state: 'ringingDevice',
      placedMs: now,
      local,
    });
    publishChannel(state, call, local, 'insert');
    const { deviceAnswerMs, ringTimeoutMs } = this.script;
    if (deviceAnswerMs !== null && deviceAnswerMs < ringTimeoutMs) {
      this.after(call, deviceAnswerMs, () => this.deviceAnswered(state, call));
    } else {
      this.after(call, ringTimeoutMs, () => this.end(state, call, 'deviceNoAnswer'));
    }
    return call;
  }

  /**
   * A colleague calls `callee`'s line (the control API's `ringLine`): the caller's phone is up,
   * the callee's rings, and answers, rejects or rings out as scripted for a party called, or as
   * the control API says; the callee may hang up their own channel (channels_hangup.html).
   */
  ringLine(state: SimState, caller: UserRecord, callee: UserRecord): SimCall {
    const now = state.clock.nowMs();
    const id = this.calls.newChannelId(now);
    const local: Channel = {
      channelId: id,
      callId: id,
      state: 'CONNECTED',
      name: caller.person.commonName,
      role: 'CALLER',
      user: caller,
      twinChannel: false,
      answeredMs: now,
    };
    const party = callParty(state, callee);
    const call = this.calls.add({
      owner: caller,
      from: callParty(state, caller).address,
      to: party.address,
      twin: false,
      callee: party,
      calleeUser: callee,
      state: 'ringingDevice',
      placedMs: now,
      deviceAnsweredMs: now,
      local,
    });
    publishChannel(state, call, local, 'insert');
    this.ringRemote(state, call);
    return call;
  }

  /** Whoever rings now answers (the control API). */
  answer(state: SimState, call: SimCall): void {
    if (call.state === 'ringingDevice') this.deviceAnswered(state, call);
    else if (call.state === 'ringingRemote') this.remoteAnswered(state, call);
    else throw notNow(call, 'nothing rings');
  }

  /** Whoever rings now declines (the control API). */
  reject(state: SimState, call: SimCall): void {
    if (call.state === 'ringingDevice') this.end(state, call, 'deviceDeclined');
    else if (call.state === 'ringingRemote') this.end(state, call, 'rejected');
    else throw notNow(call, 'nothing rings');
  }

  /** Any side hangs up: the call ends for everyone in it (channels_hangup.html). */
  hangup(state: SimState, call: SimCall): void {
    if (call.state === 'ended') throw notNow(call, 'it has ended');
    this.end(state, call, 'hungUp');
  }

  /**
   * Connects the parties of two connected calls with each other and hangs up the device's legs
   * (me_device_calls_transfer.html): `b`'s party joins `a`'s call, which runs on without the
   * device until either party hangs up.
   */
  transfer(state: SimState, a: SimCall, b: SimCall): void {
    const now = state.clock.nowMs();
    for (const call of [a, b]) {
      clearTimeout(call.timer);
      if (call.local) publishChannel(state, call, call.local, 'remove');
      logCallerLeg(state, call, now);
      call.local = undefined;
    }
    const moved = b.remote;
    if (moved && a.remote) {
      moved.callId = a.remote.callId;
      a.bridged = moved;
      publishChannel(state, a, moved, 'insert');
    }
    b.remote = undefined;
    a.state = 'transferred';
    Object.assign(b, { state: 'ended', outcome: 'transferred', endedMs: now });
  }

  /** Clears every timer (the simulator closes). */
  close(): void {
    for (const call of this.calls.all()) clearTimeout(call.timer);
  }

  private deviceAnswered(state: SimState, call: SimCall): void {
    const now = state.clock.nowMs();
    const { local } = call;
    if (!local) return;
    Object.assign(local, { state: 'CONNECTED', answeredMs: now });
    call.deviceAnsweredMs = now;
    publishChannel(state, call, local, 'insert');
    this.ringRemote(state, call);
  }

  /** The PBX dials the party called: their phone rings, and answers or not as scripted. */
  private ringRemote(state: SimState, call: SimCall): void {
    const now = state.clock.nowMs();
    const { local } = call;
    if (!local) return;
    const remote: Channel = {
      channelId: this.calls.newChannelId(now),
      callId: local.callId,
      state: 'RINGING',
      name: call.callee.name,
      role: 'CALLEE',
      user: call.calleeUser,
      twinChannel: false,
    };
    call.remote = remote;
    call.state = 'ringingRemote';
    publishChannel(state, call, remote, 'insert');
    const { outcome, answerMs, ringTimeoutMs } = this.script;
    if ((outcome === 'answer' || outcome === 'reject') && answerMs < ringTimeoutMs) {
      this.after(call, answerMs, () =>
        outcome === 'answer' ? this.remoteAnswered(state, call) : this.end(state, call, 'rejected'),
      );
    } else {
      this.after(call, ringTimeoutMs, () => this.end(state, call, 'noAnswer'));
    }
  }

  private remoteAnswered(state: SimState, call: SimCall): void {
    clearTimeout(call.timer);
    const { remote } = call;
    if (!remote) return;
    const now = state.clock.nowMs();
    Object.assign(remote, { state: 'CONNECTED', answeredMs: now });
    call.answeredMs = now;
    call.state = 'connected';
    publishChannel(state, call, remote, 'insert');
  }

  private end(state: SimState, call: SimCall, outcome: CallOutcome): void {
    clearTimeout(call.timer);
    const now = state.clock.nowMs();
    for (const channel of channelsOf(call)) publishChannel(state, call, channel, 'remove');
    if (call.local) logCallerLeg(state, call, now);
    for (const leg of [call.remote, call.bridged]) {
      if (leg) logColleagueLeg(state, call, leg, now);
    }
    Object.assign(call, {
      state: 'ended',
      outcome,
      endedMs: now,
      local: undefined,
      remote: undefined,
      bridged: undefined,
    });
  }

  private after(call: SimCall, ms: number, step: () => void): void {
    clearTimeout(call.timer);
    call.timer = setTimeout(step, ms);
    call.timer.unref();
  }
}
