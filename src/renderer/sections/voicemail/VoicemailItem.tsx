import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { parseTimestamp } from '../../../shared/interface';
import { failureSentence } from '../../components/failure-sentence';
import { Icon } from '../../components/icons';
import { CallButton } from '../../components/CallButton';
import { usePlaceCall, type CallNote } from '../../components/use-place-call';
import { type AccountData } from '../../data';
import { markHeard, type Voicemail } from '../../data/voicemails';
import { counterpartOf, dialablePartyOf } from '../../state/counterpart';
import { useRecording } from './use-recording';

// Only this section shows it: kept out of the first screen's icons.
const playIcon = (
  <Icon size={18}>
    <path d="M7 4.5v15l12-7.5-12-7.5Z" />
  </Icon>
);

/** `m:ss` (or `h:mm:ss`): a recording's length, the same in both languages. */
function clockLength(seconds: number): string {
  const total = Math.round(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * One voicemail: who left it and when, marked while new; Play opens the page's own player
 * (native controls: seekable, keyboard and screen reader friendly) on the recording, whose first
 * play marks it heard; Save to file and Call back beside it.
 */
export function VoicemailItem({
  api,
  data,
  voicemail,
  open,
  onPlay,
}: {
  api: Api;
  data: AccountData;
  voicemail: Voicemail;
  /** Its player is open; `play`: it was opened to be heard, so it starts at once. */
  open: { play: boolean } | undefined;
  onPlay: () => void;
}) {
  const intl = useIntl();
  const { entry, heard } = voicemail;
  const name = counterpartOf(entry).label;
  const number = dialablePartyOf(entry)?.address;
  const recording = useRecording(api, open ? entry.oid : undefined);
  const [length, setLength] = useState<number>();
  const [note, setNote] = useState<CallNote>();
  const [saving, setSaving] = useState(false);
  const { calling, call } = usePlaceCall(setNote);
  const marked = useRef(false);
  const date = new Date(parseTimestamp(entry.item.date));

  const onPlaying = () => {
    if (heard || marked.current) return;
    marked.current = true;
    markHeard(api, data.cache, voicemail).catch((error: unknown) => {
      marked.current = false;
      setNote({
        text: intl.formatMessage(
          { id: 'voicemail.markFailed' },
          { reason: failureSentence(error) },
        ),
        error: true,
      });
    });
  };

  const save = async () => {
    setSaving(true);
    setNote(undefined);
    try {
      const { saved } = await api.voicemail.save({ oid: entry.oid });
      if (saved)
        setNote({ text: intl.formatMessage({ id: 'voicemail.saveFile.saved' }), error: false });
    } catch (error) {
      setNote({ text: failureSentence(error), error: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <li
      id={`voicemail-${entry.oid}`}
      className={heard ? 'voicemail-item' : 'voicemail-item voicemail-new'}
    >
      <div className="voicemail-head">
        <span className="voicemail-who">
          <strong>{name}</strong>
          <span className="muted">
            {number ?? intl.formatMessage({ id: 'voicemail.unknownNumber' })}
          </span>
        </span>
        {!heard && (
          <span className="voicemail-badge">{intl.formatMessage({ id: 'voicemail.new' })}</span>
        )}
        <time className="muted" dateTime={date.toISOString()}>
          {intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <div className="voicemail-actions">
        {!open ? (
          <button
            type="button"
            className="button button-primary button-small"
            aria-label={intl.formatMessage({ id: 'voicemail.play.label' }, { name })}
            onClick={onPlay}
          >
            {playIcon}
            {intl.formatMessage({ id: 'voicemail.play' })}
          </button>
        ) : recording?.state === 'ready' ? (
          <>
            <audio
              className="voicemail-player"
              controls
              autoPlay={open.play}
              preload="auto"
              src={recording.url}
              aria-label={intl.formatMessage({ id: 'voicemail.player' }, { name })}
              onPlay={onPlaying}
              onLoadedMetadata={(e) => setLength(e.currentTarget.duration)}
            />
            {length !== undefined && Number.isFinite(length) && (
              <span className="muted" data-testid="voicemail-length">
                {intl.formatMessage({ id: 'voicemail.length' }, { length: clockLength(length) })}
              </span>
            )}
          </>
        ) : recording?.state === 'failed' ? (
          <p role="alert" className="call-number-error">
            {recording.sentence}
          </p>
        ) : (
          <p role="status" className="muted">
            {intl.formatMessage({ id: 'voicemail.fetching' })}
          </p>
        )}
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={saving}
          aria-label={intl.formatMessage({ id: 'voicemail.saveFile.label' }, { name })}
          onClick={() => void save()}
        >
          {intl.formatMessage({ id: saving ? 'voicemail.saveFile.saving' : 'voicemail.saveFile' })}
        </button>
        {number !== undefined && (
          <CallButton
            name={name}
            calling={calling}
            onCall={() => void call(number, name)}
            back
            primary={false}
          />
        )}
      </div>
      <p role="status" className={note?.error ? 'call-number-error' : 'muted voicemail-note'}>
        {note?.text}
      </p>
    </li>
  );
}
