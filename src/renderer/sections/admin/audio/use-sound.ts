import { useEffect, useState } from 'react';
import { type Api } from '../../../../shared/contract';
import { failureSentence } from '../../../components/failure-sentence';

export type Sound =
  | { state: 'fetching' }
  | { state: 'ready'; url: string }
  | { state: 'unavailable' }
  | { state: 'failed'; sentence: string };

/**
 * An audio file's sound, once asked for (`asked`): fetched through main (`admin.getAudioSound`,
 * an audio type of at most 10 MB, checked there and at the bridge) and played from a blob: URL
 * of the page's own (CSP `media-src blob:`), revoked when the screen closes. Nothing is cached.
 */
export function useSound(api: Api, oid: string, asked: boolean): Sound | undefined {
  const [sound, setSound] = useState<Sound>({ state: 'fetching' });
  useEffect(() => {
    if (!asked) return;
    let url: string | undefined;
    let live = true;
    api.admin.getAudioSound({ oid }).then(
      (answer) => {
        if (!live) return;
        if (!answer.available) {
          setSound({ state: 'unavailable' });
          return;
        }
        const { mimeType, contentsB64String } = answer.value;
        const bytes = Uint8Array.from(atob(contentsB64String), (c) => c.charCodeAt(0));
        url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
        setSound({ state: 'ready', url });
      },
      (error: unknown) => {
        if (live) setSound({ state: 'failed', sentence: failureSentence(error) });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, oid, asked]);
  return asked ? sound : undefined;
}
