import {
  dialableNumber,
  patchSpecs,
  ServiceCode,
  temporaryStatusSchema,
  type PhoneSettings,
} from '../../shared/interface';
import { formatTimestamp, parseValidTimestamp } from '../clock';
import { noContent, ok, type AuthedContext, type Handler } from '../context';
import { single } from '../envelope';
import { badRequest, parseInput, SimError } from '../errors';
import { isJsonObject } from '../json';
import { applyPatch } from '../patch';
import { changePresence, selectableStatuses } from '../presence-change';
import { type UserRecord } from '../store/types';
import { chosenStatus } from '../views/presence';

/**
 * The user's own status, phone settings and caller ID (guide: me_status_set.html,
 * me_temporary_status_set.html, me_message_set.html, me_phone_settings_update.html,
 * me_phone_caller_id_get.html, me_phone_caller_id_set.html). What colleagues see follows at
 * once: the presence list and 4.8's line state read the same records, and every change is
 * announced over the WebSocket (`changePresence`).
 */

type Line = Record<string, unknown>;

const noPhoneLine = () => new SimError(404, ServiceCode.NoPhoneLine, 'the user has no phone line');

/** The user's line settings, where 4.8 projects them from (`primaryLine.userPhoneLine`). */
function lineOf(user: UserRecord): Line {
  const line = (user.profile.primaryLine as { userPhoneLine?: Line } | undefined)?.userPhoneLine;
  if (!line) throw noPhoneLine();
  return line;
}

/** A PUT whose payload is one JSON string: 10200 without one, 10202 for anything else. */
function stringPayload(ctx: AuthedContext, what: string): string {
  if (ctx.body === undefined) throw badRequest(`no ${what} is specified`, ServiceCode.NoContents);
  if (typeof ctx.body !== 'string') throw badRequest(`the ${what} must be a JSON string`);
  return ctx.body;
}

const notSelectable = (status: string) =>
  badRequest(
    `${status} is not a valid user status or is not enabled; selectable: ${selectableStatuses.join(', ')}`,
    ServiceCode.ChatContentsInvalid,
  );

function checkSelectable(status: string): string {
  if (!selectableStatuses.includes(status)) throw notSelectable(status);
  return status;
}

const selectable: Handler = ({ url }) =>
  ok(single([...selectableStatuses], `${url.base}/me/selectable_statuses`));

/** A status chosen now ends a temporary one, as picking a status in the vendor's apps does. */
const setStatus: Handler = (ctx) => {
  const status = checkSelectable(stringPayload(ctx, 'user status'));
  changePresence(ctx.state, ctx.user, () => {
    ctx.user.presence = { ...chosenStatus(ctx.user), status };
    ctx.user.temporaryStatus = undefined;
  });
  return noContent;
};

/** 400/10203 for a missing status or end (the guide's one code), and for an end not ahead. */
const setTemporaryStatus: Handler = (ctx) => {
  if (ctx.body === undefined) throw badRequest('no temporary status', ServiceCode.NoContents);
  if (!isJsonObject(ctx.body)) throw badRequest('the temporary status must be a JSON object');
  const input = parseInput(
    temporaryStatusSchema,
    ctx.body,
    'temporary status',
    ServiceCode.ChatContentsInvalid,
  );
  const status = checkSelectable(input.temporaryUserStatus);
  const untilMs = parseValidTimestamp(input.temporaryUserStatusUntil) ?? 0;
  if (untilMs <= ctx.state.clock.nowMs()) {
    throw badRequest(
      `temporaryUserStatusUntil ${input.temporaryUserStatusUntil} is not in the future`,
      ServiceCode.ChatContentsInvalid,
    );
  }
  changePresence(ctx.state, ctx.user, () => {
    ctx.user.temporaryStatus = { status, untilMs };
  });
  return noContent;
};

const setMessage: Handler = (ctx) => {
  const message = stringPayload(ctx, 'user status message');
  lineOf(ctx.user);
  changePresence(ctx.state, ctx.user, () => {
    ctx.user.presence = { ...chosenStatus(ctx.user), message };
  });
  return noContent;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => value === true;
const seconds = (value: unknown, otherwise: number) =>
  typeof value === 'number' ? value : otherwise;

/** Line fields the settings show and a patch writes back as they are. */
const lineFields = [
  'anonymous',
  'doNotDisturb',
  'redirection',
  'redirectionActive',
  'redirectionTimeout',
  'timeout',
  'fallback',
  'fallbackActive',
  'voicemailActive',
] as const;

/** The settings as `GET /me/phone/settings` answers them (ring times default to 20 and 30 s). */
function settingsOf(ctx: AuthedContext): PhoneSettings {
  const line = lineOf(ctx.user);
  const own = chosenStatus(ctx.user);
  const temporary = ctx.user.temporaryStatus;
  const active = temporary && temporary.untilMs > ctx.state.clock.nowMs() ? temporary : undefined;
  return {
    oid: text(line.oid),
    anonymous: flag(line.anonymous),
    doNotDisturb: flag(line.doNotDisturb),
    redirection: text(line.redirection),
    redirectionActive: flag(line.redirectionActive),
    redirectionTimeout: seconds(line.redirectionTimeout, 20),
    timeout: seconds(line.timeout, 30),
    fallback: text(line.fallback),
    fallbackActive: flag(line.fallbackActive),
    voicemailActive: flag(line.voicemailActive),
    message: own.message,
    location: own.location,
    userStatus: own.status,
    temporaryUserStatus: active?.status ?? '',
    temporaryUserStatusUntil: active ? formatTimestamp(active.untilMs) : '',
  };
}

const getSettings: Handler = (ctx) =>
  ok(single(settingsOf(ctx), `${ctx.url.base}/me/phone/settings`));

/** What a patch may not leave behind, each refused with 400/10202 naming the field. */
function checkSettings(draft: Record<string, unknown>, replaced: ReadonlySet<string>): void {
  const refuse = (sentence: string) => {
    throw badRequest(sentence);
  };
  if (replaced.has('userStatus') && !selectableStatuses.includes(text(draft.userStatus))) {
    refuse(`userStatus ${text(draft.userStatus)} is not a selectable status`);
  }
  const temporary = text(draft.temporaryUserStatus);
  if (temporary !== '' && !selectableStatuses.includes(temporary)) {
    refuse(`temporaryUserStatus ${temporary} is not a selectable status`);
  }
  const until = text(draft.temporaryUserStatusUntil);
  if (temporary !== '' && parseValidTimestamp(until) === undefined) {
    refuse('temporaryUserStatusUntil must be a timestamp YYYY-MM-DD HH:MM:SS');
  }
  for (const field of ['timeout', 'redirectionTimeout'] as const) {
    if (seconds(draft[field], 0) < 0) refuse(`${field} must not be negative`);
  }
  if (flag(draft.redirectionActive) && text(draft.redirection).trim() === '') {
    refuse('redirectionActive needs a redirection number');
  }
}

/**
 * Beyond the guide (docs/decisions.md): a redirection or fallback switched on to the user's own
 * line would ring the line itself; refused with 400/10202 naming the field, as the others are.
 */
function checkNotOwnLine(ctx: AuthedContext, draft: Record<string, unknown>): void {
  const own = ctx.state.store.phoneLines.get(ctx.user.primaryLine.oid)?.number;
  const ownNumber = own === undefined ? undefined : dialableNumber(own);
  for (const [field, active] of [
    ['redirection', 'redirectionActive'],
    ['fallback', 'fallbackActive'],
  ] as const) {
    if (flag(draft[active]) && ownNumber && dialableNumber(text(draft[field])) === ownNumber) {
      throw badRequest(`${field} ${text(draft[field])} is the user's own line`);
    }
  }
}

/** me_phone_settings_update.html: all or nothing, then the line, status and message are saved. */
const updateSettings: Handler = (ctx) => {
  const { user, state } = ctx;
  const line = lineOf(user);
  const settings = settingsOf(ctx) as Record<string, unknown>;
  applyPatch(
    settings,
    ctx.body,
    {
      spec: patchSpecs.phoneSettings,
      lists: {},
      resolve: () => undefined,
      check: (draft, replaced) => {
        checkSettings(draft, replaced);
        checkNotOwnLine(ctx, draft);
      },
    },
    () => state.store.newOid(),
  );
  changePresence(state, user, () => {
    for (const field of lineFields) line[field] = settings[field];
    user.presence = {
      status: text(settings.userStatus),
      message: text(settings.message),
      location: text(settings.location),
    };
    const temporary = text(settings.temporaryUserStatus);
    const untilMs = parseValidTimestamp(text(settings.temporaryUserStatusUntil));
    user.temporaryStatus =
      temporary !== '' && untilMs !== undefined ? { status: temporary, untilMs } : undefined;
  });
  return noContent;
};

/** The tenant's main number: every user may show it instead of their own line's. */
export const MAIN_NUMBER = '+31 20 555 0000';

/** The numbers a user may send as caller ID: their line's, and the tenant's main number. */
function validCallerIdsOf(ctx: AuthedContext): string[] {
  lineOf(ctx.user);
  const own = ctx.state.store.phoneLines.get(ctx.user.primaryLine.oid)?.number;
  return own ? [own, MAIN_NUMBER] : [MAIN_NUMBER];
}

const validCallerIds: Handler = (ctx) =>
  ok(single(validCallerIdsOf(ctx), `${ctx.url.base}/me/phone/valid_caller_ids`));

/** The trunk's default is answered as null, as the guide allows ("NULL or empty"). */
const callerId: Handler = (ctx) => {
  lineOf(ctx.user);
  return ok(single(ctx.user.callerId ?? null, `${ctx.url.base}/me/phone/caller_id`));
};

/** A number outside the valid list: 400/10203 (the guide names no code for it). */
const setCallerId: Handler = (ctx) => {
  const id = stringPayload(ctx, 'caller id');
  const valid = validCallerIdsOf(ctx);
  if (id !== '' && !valid.includes(id)) {
    throw badRequest(
      `${id} is not a valid caller id; valid: ${valid.join(', ')}`,
      ServiceCode.ChatContentsInvalid,
    );
  }
  ctx.user.callerId = id === '' ? undefined : id;
  return noContent;
};

export const mePhoneHandlers = {
  'mePhone.selectableStatuses': selectable,
  'mePhone.setStatus': setStatus,
  'mePhone.setTemporaryStatus': setTemporaryStatus,
  'mePhone.setMessage': setMessage,
  'mePhone.settings': getSettings,
  'mePhone.updateSettings': updateSettings,
  'mePhone.callerId': callerId,
  'mePhone.setCallerId': setCallerId,
  'mePhone.validCallerIds': validCallerIds,
};
