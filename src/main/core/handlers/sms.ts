import { smsNumber } from '../../../shared/interface';
import { type smsCalls } from '../../../shared/contract/sms-calls';
import { t } from '../../../shared/i18n';
import { invalidInput } from '../core-error';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type SmsCallName = keyof typeof smsCalls;

/**
 * SMS (docs/decisions.md, "The phone: status, phone settings, voicemail and SMS"): the number
 * as the PBX dials it, checked before sending; the server's refusal (400/10203) is its sentence
 * (`error.sms.badNumber`). The sent SMS reaches the renderer's log by its sync.
 */
export function smsHandlers({ session }: HandlerContext): Pick<Handlers, SmsCallName> {
  return {
    'sms.send': async ({ number: typed, text, person }) => {
      if (!typed.trim()) throw invalidInput(t('error.sms.noNumber'));
      const number = smsNumber(typed);
      if (number === undefined) throw invalidInput(t('error.sms.notANumber'));
      if (!text.trim()) throw invalidInput(t('error.sms.noText'));
      await session.withClient((client) =>
        client.communications.sendSms({
          text,
          to: [{ number, ...(person !== undefined && { person }) }],
        }),
      );
      return undefined;
    },
  };
}
