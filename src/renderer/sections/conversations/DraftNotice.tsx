import { useIntl } from 'react-intl';
import { type DraftState } from '../../data/chat-drafts';

/** The longest part of the other draft quoted in the question. */
const QUOTE_MAX = 120;

/**
 * What the composer says of its draft beyond the text: a newer draft from another device (the
 * user keeps one: never overwritten without asking), a draft kept on this computer only (the
 * server refused it), a file another app put in the draft.
 */
export function DraftNotice({
  state,
  onKeepMine,
  onTakeTheirs,
}: {
  state: DraftState;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const intl = useIntl();
  const { conflict, sentence, file } = state;
  if (!conflict && !sentence && !file) return null;
  const theirs = conflict?.theirs ?? '';
  const quoted = theirs.length > QUOTE_MAX ? `${theirs.slice(0, QUOTE_MAX)}…` : theirs;
  return (
    <div className="draft-notice">
      {conflict && (
        <div role="alert" className="alert alert-info draft-conflict">
          <p dir="auto">
            {theirs === ''
              ? intl.formatMessage({ id: 'draft.conflict.cleared' })
              : intl.formatMessage({ id: 'draft.conflict' }, { theirs: quoted })}
          </p>
          <div className="draft-actions">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={onTakeTheirs}
            >
              {intl.formatMessage({ id: theirs === '' ? 'draft.takeCleared' : 'draft.takeTheirs' })}
            </button>
            <button
              type="button"
              className="button button-primary button-small"
              onClick={onKeepMine}
            >
              {intl.formatMessage({ id: 'draft.keepMine' })}
            </button>
          </div>
        </div>
      )}
      {sentence && !conflict && (
        <p role="status" className="muted">
          {intl.formatMessage({ id: 'draft.notSaved' }, { sentence })}
        </p>
      )}
      {file && (
        <p className="muted" dir="auto">
          {intl.formatMessage({ id: 'draft.file' }, { name: file.commonName })}
        </p>
      )}
    </div>
  );
}
