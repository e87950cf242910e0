import { type Presence, type PresenceStatus } from '../../shared/interface';
import { type UserRecord } from '../store/types';

interface LineState {
  doNotDisturb: boolean;
  registered: boolean;
}

interface LineProfile {
  userPhoneLine?: { doNotDisturb?: boolean };
  phones?: { phone?: { isRegistered?: boolean } }[];
}

/** The line state presence is derived from, read from the profile 4.8 projects. */
function lineState(user: UserRecord): LineState {
  const line = user.profile.primaryLine as LineProfile | undefined;
  return {
    doNotDisturb: line?.userPhoneLine?.doNotDisturb === true,
    registered: line?.phones?.some((p) => p.phone?.isRegistered === true) ?? false,
  };
}

/**
 * Switches the user's line's "do not disturb" where 4.8 reads it
 * (`primaryLine.userPhoneLine.doNotDisturb`), so every read agrees with the notification.
 */
export function setDoNotDisturb(user: UserRecord, on: boolean): void {
  const line = user.profile.primaryLine as LineProfile | undefined;
  if (line?.userPhoneLine) line.userPhoneLine.doNotDisturb = on;
}

/** Statuses a user picks, with what they would write, chosen by the user's oid (stable). */
const chosen: readonly { status: PresenceStatus; message: string; location: string }[] = [
  { status: 'at_appointment', message: 'Customer visit until 15:00', location: 'Rotterdam' },
  { status: 'short_out_of_office', message: 'Back in half an hour', location: '' },
  { status: 'available', message: '', location: 'office' },
  { status: 'long_out_of_office', message: 'On holiday until Monday', location: '' },
];

type OwnStatus = { status: string; message: string; location: string };

/**
 * The status the user chose (through the API or the control API), or one some users have
 * picked, or else `online`/`offline` by their phone.
 */
export function chosenStatus(user: UserRecord): OwnStatus {
  return (
    user.presence ??
    chosen[Number(user.oid) % 9] ?? {
      status: lineState(user).registered ? 'online' : 'offline',
      message: '',
      location: '',
    }
  );
}

/** The chosen status, replaced by a temporary one until its end by the simulator's clock. */
export function ownStatus(user: UserRecord, nowMs: number): OwnStatus {
  const temporary = user.temporaryStatus;
  const base = chosenStatus(user);
  return temporary && temporary.untilMs > nowMs ? { ...base, status: temporary.status } : base;
}

/**
 * A user's presence entry (guide: addressables_presence.html): its id is the line's (the guide:
 * "this information is contained in the phone line"); the line's do-not-disturb shows as
 * `dont_disturb`, else the user's own status (`ownStatus`).
 */
export function presenceView(user: UserRecord, nowMs: number): Presence {
  const base = lineState(user).doNotDisturb
    ? { status: 'dont_disturb', message: '', location: '' }
    : ownStatus(user, nowMs);
  return {
    id: user.primaryLine.oid,
    ...base,
    statusIcon: base.status === 'offline' ? 'statusGrey' : 'statusGreen',
    addressable: { ...user.person },
  };
}
