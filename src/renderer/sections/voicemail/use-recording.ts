import { useEffect, useState } from 'react';
import { type Api } from '../../../shared/contract';
import { failureSentence } from '../../components/failure-sentence';

export type Recording =
  { state: 'fetching' } | { state: 'ready'; url: string } | { state: 'failed'; sentence: string };

/**
 * A voicemail's recording for the player, while `oid` is given: fetched through main
 * (`voicemail.audio`, checked there and at the bridge) and played from a blob: URL of the
 * page's own, revoked when the player closes. The page never loads audio from the server.
 */
export function useRecording(api: Api, oid: string | undefined): Recording | undefined {
  const [recording, setRecording] = useState<{ oid: string; value: Recording }>();
  useEffect(() => {
    if (oid === undefined) return;
    let url: string | undefined;
    let live = true;
    api.voicemail.audio({ oid }).then(
      ({ mimeType, contentsB64String }) => {
        if (!live) return;
        const bytes = Uint8Array.from(atob(contentsB64String), (c) => c.charCodeAt(0));
        url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
        setRecording({ oid, value: { state: 'ready', url } });
      },
      (error: unknown) => {
        if (live)
          setRecording({ oid, value: { state: 'failed', sentence: failureSentence(error) } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, oid]);
  if (oid === undefined) return undefined;
  return recording?.oid === oid ? recording.value : { state: 'fetching' };
}
