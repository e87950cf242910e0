import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useModal } from '../components/use-modal';
import { type AccountData } from '../data';
import { useColleagues } from '../data/use-colleagues';
import { filterByName } from '../state/conversation-list';

/**
 * "Transfer the call with …": a colleague from the directory (as New chat picks one, filtered by
 * name), or a number as people type it (main reads it as it reads a number to call). Choosing
 * closes the dialog; the call bar follows the transfer.
 */
export function TransferDialog({
  data,
  who,
  onPick,
  onClose,
}: {
  data: AccountData;
  who: string;
  onPick: (number: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useModal();
  const ids = useId();
  const { directory } = data;
  const colleagues = useColleagues(data);
  const me = useLiveQuery(() => directory.meta('me'), [directory]);
  const [query, setQuery] = useState('');
  const [number, setNumber] = useState('');

  // Colleagues one can be put through to: a number or extension on their line, not the user.
  const reachable = useMemo(
    () =>
      colleagues?.flatMap((c) => {
        const dial = c.number ?? c.extension;
        return dial !== undefined && (me === undefined || c.person !== me.person)
          ? [{ oid: c.oid, name: c.name, dial }]
          : [];
      }),
    [colleagues, me],
  );
  const shown = useMemo(() => filterByName(reachable ?? [], query), [reachable, query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick(number);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog transfer-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-hint`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={`${ids}-title`}>{intl.formatMessage({ id: 'call.transfer.title' }, { who })}</h2>
        <p id={`${ids}-hint`} className="muted">
          {intl.formatMessage({ id: 'call.transfer.hint' }, { who })}
        </p>
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'call.transfer.find' })}</span>
          <input type="search" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <ul
          className="transfer-list"
          aria-label={intl.formatMessage({ id: 'call.transfer.colleagues' })}
        >
          {reachable === undefined && (
            <li className="muted">{intl.formatMessage({ id: 'call.transfer.loading' })}</li>
          )}
          {shown.map((person) => (
            <li key={person.oid}>
              <button
                type="button"
                className="transfer-person"
                aria-label={intl.formatMessage(
                  { id: 'call.transfer.to.label' },
                  { name: person.name },
                )}
                onClick={() => onPick(person.dial)}
              >
                <span className="transfer-avatar" aria-hidden="true">
                  {person.name.charAt(0).toUpperCase()}
                </span>
                <span dir="auto">{person.name}</span>
                <span className="muted transfer-number">{person.dial}</span>
              </button>
            </li>
          ))}
          {reachable !== undefined && shown.length === 0 && (
            <li className="muted">
              {intl.formatMessage({ id: 'call.transfer.noMatch' }, { query })}
            </li>
          )}
        </ul>
        <form className="transfer-number-form" onSubmit={submit}>
          <label className="field">
            <span className="field-label">
              {intl.formatMessage({ id: 'call.transfer.number' })}
            </span>
            <input
              type="tel"
              inputMode="tel"
              spellCheck={false}
              maxLength={100}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary">
            {intl.formatMessage({ id: 'call.transfer.toNumber' })}
          </button>
        </form>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
