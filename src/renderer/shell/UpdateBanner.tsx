import { useStore } from 'zustand';
import { useReadyAccountData } from '../data';
import { useCurrentCall } from '../data/phone-calls';
import { updatesState } from '../state/updates';
import { LazySection, sectionChunk } from './lazy-section';

/** The banner's code and words, loaded the first time an update is ready (few starts see it). */
const readyBanner = sectionChunk(
  () => import('./ReadyBanner').then((m) => m.ReadyBanner),
  ['updates'],
);

/**
 * A quiet line under the header once a verified update is ready and not hidden this run; never
 * during a call. A status, not an alert: nothing is wrong, and it is read out as it appears.
 * Should its chunk fail to load, the line is not shown: Settings → About & updates still says the
 * update is ready.
 */
export function UpdateBanner() {
  const version = useStore(updatesState, (s) =>
    s.state?.status.phase === 'ready' && s.dismissed !== s.state.status.version
      ? s.state.status.version
      : undefined,
  );
  const inCall = useCurrentCall(useReadyAccountData()?.phone) !== undefined;
  return (
    <div role="status" className="banner-slot">
      {version !== undefined && !inCall && (
        <LazySection chunk={readyBanner} props={{ version }} label="" quiet />
      )}
    </div>
  );
}
