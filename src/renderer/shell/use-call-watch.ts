import { useLiveQuery } from 'dexie-react-hooks';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { TOP, type CachedCommunication } from '../cache';
import { showDesktopNotification } from '../components/desktop-notification';
import { failureSentence } from '../components/failure-sentence';
import { useReadyAccountData, type AccountData } from '../data';
import { notificationsAllowed } from '../state/desktop';
import { isUnseenMissedCall } from '../data/missed-calls';
import { counterpartOf, dialablePartyOf, participantName } from '../state/counterpart';
import { useAppStore } from '../state/app-store';
import { useArrivalsSinceStart } from './use-arrivals-since-start';

/** The newest calls looked at: more missed at once than this still make one notification. */
const NEWEST_CALLS = 20;

/**
 * A missed call's buttons: Call back (its number, through the PBX; a refusal opens "Call a
 * number" with the number and the sentence), and Message (a colleague: the chat with them).
 */
function missedCallActions(
  api: Api,
  data: AccountData,
  call: CachedCommunication,
  labels: { callBack: string; message: string },
): { label: string; run: () => void }[] {
  const party = dialablePartyOf(call);
  if (!party?.address) return [];
  const number = party.address;
  const { openDialer, openChat, showInHistory } = useAppStore.getState();
  const actions = [
    {
      label: labels.callBack,
      run: () => {
        data.phone
          .call(number)
          .catch((error: unknown) => openDialer(number, failureSentence(error)));
      },
    },
  ];
  const { person } = party;
  if (person) {
    actions.push({
      label: labels.message,
      run: () => {
        api.people
          .chatSession({ person: person.oid })
          .then(({ session }) => openChat({ session, name: participantName(party) }))
          .catch(() => showInHistory(call.oid));
      },
    });
  }
  return actions;
}

/**
 * Missed calls as they reach the account's cache (a notification's catch-up, a sync): a desktop
 * notification, one for several at once, none when the user switched them off in Settings;
 * clicking it opens the call in History; one missed call's notification has Call back and
 * Message buttons where the system shows them. What was in the cache before is not news, nor
 * what the first download brings in later (older than the sign-in).
 */
export function useCallWatch(api: Api, data: AccountData | undefined): void {
  const intl = useIntl();
  const calls = useLiveQuery(
    async () =>
      data
        ? { data, calls: await data.cache.readOlder(TOP, NEWEST_CALLS, { kind: 'CallLog' }) }
        : undefined,
    [data],
  );

  useArrivalsSinceStart(calls?.data, calls?.calls, asEntry, (fresh) => {
    if (!calls) return;
    // Only calls not seen yet: one already looked at elsewhere (the phone, another computer) is
    // not news, nor one the sign-in's slack for a server clock lets in from before it. A call
    // that left a message is the voicemail watch's to announce (use-voicemail-watch.ts).
    const missed = fresh.filter(isUnseenMissedCall);
    const [latest] = missed;
    if (!latest || !notificationsAllowed('missedCalls')) return;
    const names = intl.formatList([...new Set(missed.map((c) => counterpartOf(c).label))]);
    const actions =
      missed.length === 1
        ? missedCallActions(api, calls.data, latest, {
            callBack: intl.formatMessage({ id: 'call.action.callBack' }),
            message: intl.formatMessage({ id: 'call.action.message' }),
          })
        : [];
    showDesktopNotification(
      api,
      {
        title: intl.formatMessage({ id: 'live.notify.missedCalls' }, { count: missed.length }),
        body: names,
        tag: missed.length === 1 ? latest.oid : 'missed-calls',
        actions,
      },
      () => useAppStore.getState().showInHistory(latest.oid),
    );
  });
}

const asEntry = (entry: CachedCommunication) => entry;

/** The watch for the signed-in account, beside the shell (it needs no place on screen). */
export function MissedCallNotifications({ api }: { api: Api }): null {
  useCallWatch(api, useReadyAccountData());
  return null;
}
