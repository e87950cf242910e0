import { type Api, type SmsSendArgs } from '../../shared/contract';
import { type LiveUpdates } from './live-updates';

/**
 * SMS for the account (`data.sms`): the SMS dialog sends through it, so no screen calls the SMS
 * API itself. The sent SMS enters the local log by the one road every change takes: no
 * notification announces it, so a sent one asks for the same catch-up sync a missed call's
 * notification makes, which brings it into History (docs/decisions.md, "The phone: status, phone
 * settings, voicemail and SMS"). A refusal rejects with the bridge's error (its `sentence`).
 */
export interface SmsSender {
  send(sms: SmsSendArgs): Promise<void>;
}

export function openSms(api: Pick<Api, 'sms'>, live: Pick<LiveUpdates, 'catchUp'>): SmsSender {
  return {
    async send(sms) {
      await api.sms.send(sms);
      live.catchUp();
    },
  };
}
