import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { showDesktopNotification } from '../components/desktop-notification';
import { useReadyAccountData, type AccountData } from '../data';
import { notificationsAllowed } from '../state/desktop';
import { useVoicemails, type Voicemail } from '../data/voicemails';
import { counterpartOf } from '../state/counterpart';
import { useAppStore } from '../state/app-store';
import { useArrivalsSinceStart } from './use-arrivals-since-start';

/**
 * New voicemails as they reach the account's cache (the `newVoicemailEvent`'s catch-up sync, or
 * a sync): a desktop notification, one for several at once, none when the user switched them off
 * in Settings; clicking it opens the voicemail in Voicemail. Its tag is the call's oid, so where
 * the platform groups notifications it takes the place of that call's missed-call one. What was
 * in the cache before is not news, nor what the first download brings in later.
 */
export function useVoicemailWatch(api: Api, data: AccountData | undefined): void {
  const intl = useIntl();
  useArrivalsSinceStart(data, useVoicemails(data), entryOfVoicemail, (arrived) => {
    const fresh = arrived.filter((v) => !v.heard);
    const [latest] = fresh;
    if (!latest || !notificationsAllowed('voicemail')) return;
    const names = [...new Set(fresh.map((v) => counterpartOf(v.entry).label))];
    showDesktopNotification(
      api,
      {
        title: intl.formatMessage({ id: 'live.notify.voicemail' }, { count: fresh.length }),
        body: intl.formatList(names),
        tag: fresh.length === 1 ? latest.entry.oid : 'voicemails',
      },
      () => useAppStore.getState().showVoicemail(latest.entry.oid),
    );
  });
}

const entryOfVoicemail = (voicemail: Voicemail) => voicemail.entry;

/** The watch for the signed-in account, beside the shell (it needs no place on screen). */
export function VoicemailNotifications({ api }: { api: Api }): null {
  useVoicemailWatch(api, useReadyAccountData());
  return null;
}
