import { type CallSettings, type CallSettingsValues } from '../../../shared/contract';
import { dialableNumber } from '../../../shared/interface';
import { patch, type ApiClient, type ReplacePath, type ReplaceValue } from '../../api';
import { type Handlers } from '../handler-registry';
import { type PhoneService } from '../phone-service';
import { type HandlerContext } from './context';
import { unlessNotOffered } from './not-offered';

type Name = 'callSettings.get' | 'callSettings.save';

/** What the simulator answers for ring times a server leaves out (docs/decisions.md). */
const DEFAULT_REDIRECTION_SECONDS = 20;
const DEFAULT_RING_SECONDS = 30;

/**
 * Where the user's calls go, as the server holds it: the line's phone settings, the caller ID
 * and the numbers allowed as caller ID (each beyond the guide's reads: a server without one
 * offers none), with this installation's choice of the phone that rings first.
 */
export async function readCallSettings(
  client: ApiClient,
  phone: Pick<PhoneService, 'ringFirst'>,
): Promise<CallSettings> {
  const [settings, callerId, callerIds] = await Promise.all([
    unlessNotOffered(() => client.mePhone.settings(), undefined),
    unlessNotOffered(() => client.mePhone.callerId(), ''),
    unlessNotOffered(() => client.mePhone.validCallerIds(), []),
  ]);
  const line = settings ?? {};
  return {
    values: {
      ringFirst: phone.ringFirst(),
      redirection: {
        on: line.redirectionActive === true,
        to: line.redirection ?? '',
        afterSeconds: line.redirectionTimeout ?? DEFAULT_REDIRECTION_SECONDS,
      },
      ringSeconds: line.timeout ?? DEFAULT_RING_SECONDS,
      fallback: { on: line.fallbackActive === true, to: line.fallback ?? '' },
      voicemail: line.voicemailActive === true,
      callerId,
    },
    callerIds,
    line: settings !== undefined,
  };
}

/** A number as the PBX dials it; '' stays '' (the schema lets no other undialable one in). */
const sent = (typed: string) => dialableNumber(typed) ?? '';

/**
 * The guide's patch operations (me_phone_settings_update.html) for the fields that differ from
 * what the server holds, numbers as the PBX dials them; none when nothing changed.
 */
export function settingsPatch(held: CallSettingsValues, wanted: CallSettingsValues) {
  const changes = patch('phoneSettings');
  let changed = false;
  const replace = <P extends ReplacePath<'phoneSettings'>>(
    path: P,
    before: ReplaceValue<'phoneSettings', P>,
    after: ReplaceValue<'phoneSettings', P>,
  ) => {
    if (before === after) return;
    changes.replace(path, after);
    changed = true;
  };
  replace('redirection', held.redirection.to, sent(wanted.redirection.to));
  replace('redirectionActive', held.redirection.on, wanted.redirection.on);
  replace('redirectionTimeout', held.redirection.afterSeconds, wanted.redirection.afterSeconds);
  replace('timeout', held.ringSeconds, wanted.ringSeconds);
  replace('fallback', held.fallback.to, sent(wanted.fallback.to));
  replace('fallbackActive', held.fallback.on, wanted.fallback.on);
  replace('voicemailActive', held.voicemail, wanted.voicemail);
  return changed ? changes : undefined;
}

const sameChoice = (a: CallSettingsValues['ringFirst'], b: CallSettingsValues['ringFirst']) =>
  a.phone === b.phone && a.mobile === b.mobile;

/**
 * Settings → Calls. Saving sends only what changed, in the order a refusal leaves the least
 * half done: the line's settings (one PATCH, all or nothing), the caller ID, then the phone
 * that rings first (the device registered again with its twin). It answers the settings read
 * back; a refusal is the server's sentence, and the renderer keeps what was typed.
 */
export function callSettingsHandlers({ session, phone }: HandlerContext): Pick<Handlers, Name> {
  return {
    'callSettings.get': () => session.withClient((client) => readCallSettings(client, phone)),
    'callSettings.save': (wanted) =>
      session.withClient(async (client) => {
        const held = await readCallSettings(client, phone);
        const changes = held.line ? settingsPatch(held.values, wanted) : undefined;
        if (changes) await client.mePhone.updateSettings(changes);
        if (wanted.callerId !== held.values.callerId) {
          await client.mePhone.setCallerId(wanted.callerId);
        }
        const ringFirst = { phone: wanted.ringFirst.phone, mobile: sent(wanted.ringFirst.mobile) };
        if (!sameChoice(ringFirst, held.values.ringFirst)) await phone.setRingFirst(ringFirst);
        return readCallSettings(client, phone);
      }),
  };
}
