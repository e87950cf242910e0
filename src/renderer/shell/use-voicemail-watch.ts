import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { formatTimestamp } from '../cache/timestamps';
import { showDesktopNotification } from '../components/desktop-notification';
import { notificationsAllowed, useReadyAccountData, type AccountData } from '../data';
import { useVoicemails } from '../data/voicemails';
import { counterpartOf } from '../state/counterpart';
import { useAppStore } from '../state/app-store';

/**
 * New voicemails as they reach the account's cache (the `newVoicemailEvent`'s catch-up sync, or
 * a sync): a desktop notification, one for several at once, none when the user switched them off
 * in Settings; clicking it opens the voicemail in Voicemail. Its tag is the call's oid, so where
 * the platform groups notifications it takes the place of that call's missed-call one. What was
 * in the cache before is not news, nor what the first download brings in later.
 */
export function useVoicemailWatch(api: Api, data: AccountData | undefined): void {
  const intl = useIntl();
  const voicemails = useVoicemails(data);
  const seen = useRef<{ data: AccountData; key: string }>(undefined);
  // A minute absorbs a server clock a little behind ours.
  const [startKey] = useState(() => `${formatTimestamp(Date.now() - 60_000)}|`);

  useEffect(() => {
    if (!data || !voicemails) return;
    const newest = voicemails[0]?.entry.sortKey ?? '';
    // The first look at an account's voicemails only sets the baseline.
    if (seen.current?.data !== data) {
      seen.current = { data, key: newest };
      return;
    }
    const baseline = seen.current.key;
    if (newest > baseline) seen.current.key = newest;
    const fresh = voicemails.filter(
      (v) => !v.heard && v.entry.sortKey > baseline && v.entry.sortKey > startKey,
    );
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
  }, [api, intl, data, voicemails, startKey]);
}

/** The watch for the signed-in account, beside the shell (it needs no place on screen). */
export function VoicemailNotifications({ api }: { api: Api }): null {
  useVoicemailWatch(api, useReadyAccountData());
  return null;
}
