import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { useReadyAccountData, type AccountData } from '../../data';
import { type EndedCall } from '../../review-prompt';
import '../../styles/history.css';

// The panel and its form are a chunk of their own, loaded when a prompt is first due: most
// starts show none (issue #33's budget for the first screen).
const Panel = lazy(() => import('./ReviewPromptPanel').then((m) => ({ default: m.Panel })));

/**
 * The review prompt after a call (4.20): a non-modal panel in the corner. It never takes focus
 * (no autofocus, no dialog), and closes by itself when ignored (the prompter's timer).
 */
export function CallReviewPrompt() {
  const data = useReadyAccountData();
  return data ? <PromptPanel data={data} /> : null;
}

function PromptPanel({ data }: { data: AccountData }) {
  const open = useStore(data.prompter.state, (s) => s.open);
  // Once the user works in the prompt it stays until they send or dismiss it: the auto-dismiss
  // must not throw away what they typed.
  const [pinned, setPinned] = useState<EndedCall | undefined>();
  const call = open ?? pinned;
  if (!call) return null;
  const done = () => {
    setPinned(undefined);
    data.prompter.close();
  };
  return (
    <Suspense fallback={null}>
      <Panel
        key={call.oid}
        data={data}
        call={call}
        onEngage={() => setPinned(call)}
        onDone={done}
      />
    </Suspense>
  );
}
