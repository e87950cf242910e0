import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { GROUP_MEMBERS_LIMIT, GROUP_NAME_LIMIT } from '../../../shared/contract/chat-group-calls';
import { failureSentence } from '../../components/failure-sentence';
import { type AccountData } from '../../data';
import { type StoredGroup } from '../../outbox/outbox-db';
import { useColleagues } from '../../data/use-colleagues';
import { filterByName } from '../../state/conversation-list';
import { ColleagueChoices } from './ColleagueChoices';

/** A colleague one can put in a group: their user profile, person and name. */
interface Candidate {
  user: string;
  person: string;
  name: string;
}

/**
 * A new group chat: a name and the colleagues in it (from the directory, filtered by name),
 * made on the server in one step (`data.chats.groups.create`). A refusal is a sentence here with
 * the name and the choice kept; colleagues the server would not add are named in the thread the
 * group opens in. Loaded when opened (a chunk of its own).
 */
export function NewGroup({
  data,
  onCreated,
}: {
  data: AccountData;
  onCreated: (group: StoredGroup, notice: string | undefined) => void;
}) {
  const intl = useIntl();
  const { directory } = data;
  const colleagues = useColleagues(data);
  const me = useLiveQuery(() => directory.meta('me'), [directory]);
  const walk = useStore(directory.status, (s) => s.colleagues);
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Candidate[]>([]);
  const [sentence, setSentence] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);

  const people = useMemo(
    () =>
      colleagues?.flatMap((c) =>
        c.person !== undefined && c.person !== me?.person
          ? [{ user: c.oid, person: c.person, name: c.name }]
          : [],
      ),
    [colleagues, me],
  );
  const shown = useMemo(() => filterByName(people ?? [], query), [people, query]);
  const loading = people === undefined || (people.length === 0 && walk.state === 'loading');
  const isChosen = (c: Candidate) => chosen.some((x) => x.person === c.person);
  const toggle = (c: Candidate) =>
    setChosen((list) =>
      list.some((x) => x.person === c.person)
        ? list.filter((x) => x.person !== c.person)
        : [...list, c],
    );

  const problem = (): string | undefined => {
    const trimmed = name.trim();
    if (trimmed === '') return intl.formatMessage({ id: 'newGroup.needName' });
    if (trimmed.length > GROUP_NAME_LIMIT)
      return intl.formatMessage({ id: 'newGroup.tooLong' }, { limit: GROUP_NAME_LIMIT });
    if (chosen.length === 0) return intl.formatMessage({ id: 'newGroup.needMembers' });
    if (chosen.length > GROUP_MEMBERS_LIMIT)
      return intl.formatMessage({ id: 'newGroup.tooMany' }, { limit: GROUP_MEMBERS_LIMIT });
    return undefined;
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const why = problem();
    if (why) {
      setSentence(why);
      return;
    }
    setBusy(true);
    setSentence(undefined);
    try {
      const { group, notAdded } = await data.chats.groups.create(
        name.trim(),
        chosen.map(({ user, person }) => ({ user, person })),
      );
      const names = notAdded.map((n) => chosen.find((c) => c.person === n.person)?.name ?? '');
      onCreated(
        group,
        notAdded.length === 0
          ? undefined
          : intl.formatMessage(
              { id: 'newGroup.notAdded' },
              {
                count: notAdded.length,
                names: names.join(', '),
                sentence: notAdded[0]?.sentence ?? '',
              },
            ),
      );
    } catch (error) {
      setSentence(failureSentence(error));
      setBusy(false);
    }
  };

  return (
    <form
      className="new-chat new-group"
      aria-labelledby="new-group-title"
      onSubmit={(event) => void create(event)}
    >
      <header className="thread-header">
        <h2 id="new-group-title">{intl.formatMessage({ id: 'newGroup.title' })}</h2>
      </header>
      <div className="new-chat-body">
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'newGroup.name' })}</span>
          <input
            ref={nameField}
            value={name}
            maxLength={GROUP_NAME_LIMIT + 20}
            onChange={(event) => setName(event.target.value)}
            placeholder={intl.formatMessage({ id: 'newGroup.name.placeholder' })}
          />
        </label>
        <div className="group-chosen" role="group" aria-labelledby="group-chosen-title">
          <span id="group-chosen-title" className="field-label">
            {intl.formatMessage({ id: 'newGroup.chosen' })}
          </span>
          {chosen.length === 0 ? (
            <p className="muted">{intl.formatMessage({ id: 'newGroup.chosen.none' })}</p>
          ) : (
            <ul className="chips">
              {chosen.map((c) => (
                <li key={c.person} className="chip">
                  <span dir="auto">{c.name}</span>
                  <button
                    type="button"
                    className="chip-remove"
                    aria-label={intl.formatMessage({ id: 'newGroup.remove' }, { name: c.name })}
                    onClick={() => toggle(c)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'newGroup.find' })}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'newChat.find.placeholder' })}
          />
        </label>
        {loading && <p className="muted">{intl.formatMessage({ id: 'newChat.loading' })}</p>}
        <ColleagueChoices
          people={shown}
          keyOf={(person) => person.person}
          isChosen={isChosen}
          onChoose={toggle}
          loading={loading}
          query={query}
        />
      </div>
      <div className="new-group-actions">
        {sentence && (
          <p role="alert" className="alert alert-error">
            {sentence}
          </p>
        )}
        {busy && (
          <p role="status" className="muted">
            {intl.formatMessage({ id: 'newGroup.creating' })}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {intl.formatMessage({ id: 'newGroup.create' })}
        </button>
      </div>
    </form>
  );
}
