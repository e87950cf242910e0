import { type Presence, type PresenceStatus } from '../../shared/interface';
import { type UserRecord } from '../store/types';

interface LineState {
  doNotDisturb: boolean;
  registered: boolean;
}

/** The line state presence is derived from, read from the profile 4.8 projects. */
function lineState(user: UserRecord): LineState {
  const line = user.profile.primaryLine as
    | {
        userPhoneLine?: { doNotDisturb?: boolean };
        phones?: { phone?: { isRegistered?: boolean } }[];
      }
    | undefined;
  return {
    doNotDisturb: line?.userPhoneLine?.doNotDisturb === true,
    registered: line?.phones?.some((p) => p.phone?.isRegistered === true) ?? false,
  };
}

/** Statuses a user picks, with what they would write, chosen by the user's oid (stable). */
const chosen: readonly { status: PresenceStatus; message: string; location: string }[] = [
  { status: 'at_appointment', message: 'Customer visit until 15:00', location: 'Rotterdam' },
  { status: 'short_out_of_office', message: 'Back in half an hour', location: '' },
  { status: 'available', message: '', location: 'office' },
  { status: 'long_out_of_office', message: 'On holiday until Monday', location: '' },
];

/**
 * A user's presence entry (guide: addressables_presence.html): its id is the line's (the guide:
 * "this information is contained in the phone line"); do-not-disturb shows as `dont_disturb`;
 * some users have picked a status; the rest are `online` or `offline` by their phone.
 */
export function presenceView(user: UserRecord): Presence {
  const line = lineState(user);
  const pick = Number(user.oid) % 9;
  const choice = chosen[pick];
  const base = line.doNotDisturb
    ? { status: 'dont_disturb', message: '', location: '' }
    : (choice ?? { status: line.registered ? 'online' : 'offline', message: '', location: '' });
  return {
    id: user.primaryLine.oid,
    ...base,
    statusIcon: base.status === 'offline' ? 'statusGrey' : 'statusGreen',
    addressable: { ...user.person },
  };
}
