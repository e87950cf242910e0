import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CurrentCall } from '../../shared/contract';
import { failureSentence } from '../components/failure-sentence';
import { useReadyAccountData } from '../data';
import { useCurrentCall } from '../data/phone-calls';

// Loaded when a transfer is first begun: most calls are not transferred (issue #33's budget).
const TransferDialog = lazy(() =>
  import('./TransferDialog').then((m) => ({ default: m.TransferDialog })),
);

/** Minutes and seconds since `since` (hours first past the hour), as a call's time is shown. */
function elapsed(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  return minutes >= 60
    ? `${Math.floor(minutes / 60)}:${two(minutes % 60)}:${two(seconds % 60)}`
    : `${minutes}:${two(seconds % 60)}`;
}

/** The clock, once a second while `on` (a call's time never shows below 0:00). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

const stateKeys = {
  ringingYou: 'call.bar.ringingYou',
  ringingThem: 'call.bar.ringingThem',
  incoming: 'call.bar.incoming',
  connected: 'call.bar.connected',
  transferred: 'call.bar.transferred',
  ended: 'call.bar.ended',
} as const satisfies Record<CurrentCall['state'], string>;

const transferKeys = {
  ringingYou: 'call.bar.transferring.ringingYou',
  ringingThem: 'call.bar.transferring.ringingThem',
} as const;

/** What the bar says of a call: whose phone rings, or where its transfer is. */
function statusKey(call: CurrentCall) {
  if (call.state === 'connected' && call.transfer) {
    return transferKeys[call.transfer.step ?? 'ringingYou'];
  }
  return stateKeys[call.state];
}

/**
 * The call in progress, under the header in every section: whose phone rings (someone calling
 * the user shows here too), the running time once connected, a transfer under way, that it
 * ended; Hang up, and Transfer while connected. Its state is main's, in the account's data
 * (`data.phone`).
 */
export function CallBar() {
  const intl = useIntl();
  const data = useReadyAccountData();
  const phone = data?.phone;
  const call = useCurrentCall(phone);
  const now = useNow(call?.state === 'connected');
  // Each belongs to the call it was for: another call starts without them.
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<{ channel: string; text: string }>();
  const [picking, setPicking] = useState<string>();
  if (!call || !phone || !data) return null;

  const { channel } = call;
  const who = call.name ?? call.number ?? '';
  const to = call.transfer?.to ?? '';
  const hangingUp = busy === channel;
  const failed = error?.channel === channel ? error.text : undefined;
  const running = call.state !== 'ended' && call.state !== 'transferred';
  const act = async (work: () => Promise<void>, holdBusy: boolean) => {
    if (holdBusy) setBusy(channel);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError({ channel, text: failureSentence(failure) });
      setBusy(undefined);
    }
  };
  const transferTo = (number: string) => {
    setPicking(undefined);
    void act(() => phone.transfer(call, number), false);
  };
  const consult = call.transfer?.channel;

  return (
    <section
      className={`call-bar call-bar-${call.state}`}
      aria-label={intl.formatMessage({ id: 'call.bar.label' })}
    >
      <span className="call-bar-dot" aria-hidden="true" />
      <p className="call-bar-status" role="status">
        {intl.formatMessage({ id: statusKey(call) }, { who, to })}
      </p>
      {call.state === 'connected' && call.connectedAt && (
        <span
          className="call-bar-time"
          role="timer"
          aria-label={intl.formatMessage(
            { id: 'call.bar.elapsed' },
            { time: elapsed(call.connectedAt, now) },
          )}
        >
          {elapsed(call.connectedAt, now)}
        </span>
      )}
      {failed && (
        <p className="call-bar-error" role="alert">
          {failed}
        </p>
      )}
      {call.state === 'connected' && call.transferable && !call.transfer && (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-haspopup="dialog"
          onClick={() => setPicking(channel)}
          aria-label={intl.formatMessage({ id: 'call.bar.transfer.label' }, { who })}
        >
          {intl.formatMessage({ id: 'call.bar.transfer' })}
        </button>
      )}
      {consult !== undefined && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void act(() => phone.hangUp({ channel: consult }), false)}
          aria-label={intl.formatMessage({ id: 'call.bar.transfer.cancel.label' }, { to })}
        >
          {intl.formatMessage({ id: 'call.bar.transfer.cancel' })}
        </button>
      )}
      {running && (
        <button
          type="button"
          className="button button-danger button-small"
          disabled={hangingUp}
          onClick={() => void act(() => phone.hangUp(call), true)}
          aria-label={intl.formatMessage(
            {
              id:
                call.state === 'incoming'
                  ? 'call.bar.hangUp.incoming.label'
                  : 'call.bar.hangUp.label',
            },
            { who },
          )}
        >
          {intl.formatMessage({ id: hangingUp ? 'call.bar.hangingUp' : 'call.bar.hangUp' })}
        </button>
      )}
      {picking === channel && call.state === 'connected' && (
        <Suspense fallback={null}>
          <TransferDialog
            data={data}
            who={who}
            onPick={transferTo}
            onClose={() => setPicking(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
