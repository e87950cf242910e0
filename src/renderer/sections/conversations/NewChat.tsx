import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type ChatMessage } from '../../../shared/interface';
import { type AccountData } from '../../data';
import { useColleagues } from '../../data/use-colleagues';
import { Composer, type ComposerDraft } from './Composer';
import { filterByName } from '../../state/conversation-list';
import { Refusal } from '../../components/failure-sentence';
import { ColleagueChoices } from './ColleagueChoices';

/** A colleague one can write to: their person (4.3's addressable) and name. */
interface ChatPerson {
  addressable: string;
  name: string;
}

/**
 * A chat with a colleague: pick them from the directory (4.8, as People has it, filtered by
 * name) and write the first message (4.3). The server reuses the session the two already share.
 */
export function NewChat({
  data,
  onStarted,
}: {
  data: AccountData;
  onStarted: (message: ChatMessage, name: string) => void;
}) {
  const intl = useIntl();
  const textOnly = intl.formatMessage({ id: 'newChat.textOnly' });
  const { directory } = data;
  const colleagues = useColleagues(data);
  const me = useLiveQuery(() => directory.meta('me'), [directory]);
  const walk = useStore(directory.status, (s) => s.colleagues);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ChatPerson>();
  const search = useRef<HTMLInputElement>(null);
  // Opening a new chat is asking whom to write to: the search field takes the keyboard.
  useEffect(() => search.current?.focus(), []);

  const people = useMemo(
    () =>
      colleagues?.flatMap((c) =>
        c.person !== undefined && c.person !== me?.person
          ? [{ addressable: c.person, name: c.name }]
          : [],
      ),
    [colleagues, me],
  );
  const shown = useMemo(() => filterByName(people ?? [], query), [people, query]);
  // What the directory holds is offered at once; a walk's failure matters only with nothing.
  const loadError =
    walk.state === 'failed' && (people?.length ?? 0) === 0 ? walk.sentence : undefined;
  const loading = people === undefined || (people.length === 0 && walk.state === 'loading');

  const send = async ({ text, attachment }: ComposerDraft) => {
    if (!chosen) throw new Refusal(intl.formatMessage({ id: 'newChat.chooseFirst' }));
    if (attachment) throw new Refusal(textOnly);
    const message = await data.chats.startWith(chosen.addressable, text);
    onStarted(message, chosen.name);
  };

  return (
    <section className="new-chat" aria-labelledby="new-chat-title">
      <header className="thread-header">
        <h2 id="new-chat-title">{intl.formatMessage({ id: 'newChat.title' })}</h2>
      </header>
      <div className="new-chat-body">
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'newChat.find' })}</span>
          <input
            ref={search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'newChat.find.placeholder' })}
          />
        </label>
        {loadError && (
          <p role="alert" className="alert alert-error">
            {loadError}
          </p>
        )}
        {loading && !loadError && (
          <p className="muted">{intl.formatMessage({ id: 'newChat.loading' })}</p>
        )}
        <ColleagueChoices
          people={shown}
          keyOf={(person) => person.addressable}
          isChosen={(person) => chosen?.addressable === person.addressable}
          onChoose={setChosen}
          loading={loading}
          query={query}
        />
      </div>
      <Composer
        label={
          chosen
            ? intl.formatMessage({ id: 'composer.to' }, { name: chosen.name })
            : intl.formatMessage({ id: 'newChat.firstMessage' })
        }
        onSend={send}
        attachmentsRefused={textOnly}
      />
    </section>
  );
}
