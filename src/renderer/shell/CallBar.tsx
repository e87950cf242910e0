import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CurrentCall } from '../../shared/contract';
import { failureSentence } from '../components/failure-sentence';
import { hangUp, useCurrentCall } from '../data/phone-calls';

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
  connected: 'call.bar.connected',
  ended: 'call.bar.ended',
} as const satisfies Record<CurrentCall['state'], string>;

/**
 * The call in progress, under the header in every section: whose phone rings, the running time
 * once connected, that it ended, and Hang up. Its state is main's (`data/phone-calls.ts`).
 */
export function CallBar() {
  const intl = useIntl();
  const call = useCurrentCall();
  const now = useNow(call?.state === 'connected');
  // Both belong to the call they were for: another call starts without them.
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<{ channel: string; text: string }>();
  if (!call) return null;

  const who = call.name ?? call.number ?? '';
  const hangingUp = busy === call.channel;
  const failed = error?.channel === call.channel ? error.text : undefined;
  const end = async () => {
    setBusy(call.channel);
    setError(undefined);
    try {
      await hangUp(call);
    } catch (failure) {
      setError({ channel: call.channel, text: failureSentence(failure) });
      setBusy(undefined);
    }
  };

  return (
    <section
      className={`call-bar call-bar-${call.state}`}
      aria-label={intl.formatMessage({ id: 'call.bar.label' })}
    >
      <span className="call-bar-dot" aria-hidden="true" />
      <p className="call-bar-status" role="status">
        {intl.formatMessage({ id: stateKeys[call.state] }, { who })}
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
      {call.state !== 'ended' && (
        <button
          type="button"
          className="button button-danger button-small"
          disabled={hangingUp}
          onClick={() => void end()}
          aria-label={intl.formatMessage({ id: 'call.bar.hangUp.label' }, { who })}
        >
          {intl.formatMessage({ id: hangingUp ? 'call.bar.hangingUp' : 'call.bar.hangUp' })}
        </button>
      )}
    </section>
  );
}
