import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { acceptHostDownloads } from '../../components/host-download';
import { WithAccountData } from '../../components/WithAccountData';
import { type AccountData } from '../../data';
import { RECENT_CALLS } from '../../data/recent-calls';
import { useVoicemails } from '../../data/voicemails';
import { useAppStore } from '../../state/app-store';
import { VoicemailItem } from './VoicemailItem';

/**
 * The Voicemail section: the voicemails callers left, newest first, new ones marked, each
 * played, saved or called back in place. Read from the account's cache (`useVoicemails`), the
 * same road History's calls take; a notification's click opens one (`voicemailFocus`).
 */
export function Voicemail({ api }: { api: Api }) {
  // Saving in the browser host is a download the page makes.
  useEffect(() => acceptHostDownloads(api), [api]);
  return (
    <div className="voicemail">
      <WithAccountData opening={'voicemail.opening'}>
        {(data) => <ReadyVoicemail api={api} data={data} />}
      </WithAccountData>
    </div>
  );
}

function ReadyVoicemail({ api, data }: { api: Api; data: AccountData }) {
  const intl = useIntl();
  const voicemails = useVoicemails(data);
  const focus = useAppStore((s) => s.voicemailFocus);
  // The voicemail whose player is open; `play`: the user asked to hear it (not a notification).
  const [open, setOpen] = useState<{ oid: string; play: boolean }>();

  // A notification's voicemail opens once it is in the list (its player, not playing yet).
  const [focused, setFocused] = useState<string>();
  if (focus !== undefined && focus !== focused && voicemails?.some((v) => v.entry.oid === focus)) {
    setFocused(focus);
    setOpen({ oid: focus, play: false });
  }
  useEffect(() => {
    if (focused === undefined) return;
    useAppStore.getState().clearVoicemailFocus();
    document.getElementById(`voicemail-${focused}`)?.scrollIntoView({ block: 'nearest' });
  }, [focused]);

  if (!voicemails) {
    return (
      <p className="muted voicemail-empty">{intl.formatMessage({ id: 'voicemail.loading' })}</p>
    );
  }
  if (voicemails.length === 0) {
    return <p className="muted voicemail-empty">{intl.formatMessage({ id: 'voicemail.none' })}</p>;
  }
  return (
    <>
      <ul className="voicemail-list" aria-label={intl.formatMessage({ id: 'voicemail.list' })}>
        {voicemails.map((voicemail) => (
          <VoicemailItem
            key={voicemail.entry.oid}
            api={api}
            data={data}
            voicemail={voicemail}
            open={open?.oid === voicemail.entry.oid ? open : undefined}
            onPlay={() => setOpen({ oid: voicemail.entry.oid, play: true })}
          />
        ))}
      </ul>
      <p className="muted voicemail-scope">
        {intl.formatMessage({ id: 'voicemail.scope' }, { count: RECENT_CALLS })}
      </p>
    </>
  );
}
