import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { type ChatPerson } from '../../../shared/contract/chat-calls';
import { type ChatMessage } from '../../../shared/interface';
import { type AccountData } from '../../data';
import { Composer, type ComposerDraft } from './Composer';
import { filterByName } from '../../state/conversation-list';
import { failureSentence, Refusal } from '../../components/failure-sentence';

/**
 * A chat with a colleague: pick them from the directory (4.8, filtered by name) and write the
 * first message (4.3). The server reuses the session the two already share.
 */
export function NewChat({
  api,
  data,
  onStarted,
}: {
  api: Api;
  data: AccountData;
  onStarted: (message: ChatMessage, name: string) => void;
}) {
  const intl = useIntl();
  const textOnly = intl.formatMessage({ id: 'newChat.textOnly' });
  const [people, setPeople] = useState<ChatPerson[]>();
  const [loadError, setLoadError] = useState<string>();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ChatPerson>();

  useEffect(() => {
    let live = true;
    api.chat
      .people()
      .then(
        (list) =>
          live && setPeople([...list].sort((a, b) => a.name.localeCompare(b.name, intl.locale))),
      )
      .catch((error: unknown) => live && setLoadError(failureSentence(error)));
    return () => {
      live = false;
    };
  }, [api, intl.locale]);

  const shown = useMemo(() => filterByName(people ?? [], query), [people, query]);

  const send = async ({ text, attachment }: ComposerDraft) => {
    if (!chosen) throw new Refusal(intl.formatMessage({ id: 'newChat.chooseFirst' }));
    if (attachment) throw new Refusal(textOnly);
    const message = await api.chat.startWith({ addressable: chosen.addressable, text });
    await data.cache.store([message]).catch(() => 0);
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
        {!people && !loadError && (
          <p className="muted">{intl.formatMessage({ id: 'newChat.loading' })}</p>
        )}
        <ul className="people-list" aria-label={intl.formatMessage({ id: 'newChat.colleagues' })}>
          {shown.map((person) => (
            <li key={person.addressable}>
              <button
                type="button"
                className="person"
                aria-pressed={chosen?.addressable === person.addressable}
                onClick={() => setChosen(person)}
              >
                <span className="conversation-avatar" aria-hidden="true">
                  {person.name.charAt(0).toUpperCase()}
                </span>
                <span dir="auto">{person.name}</span>
              </button>
            </li>
          ))}
          {people && shown.length === 0 && (
            <li className="muted">{intl.formatMessage({ id: 'newChat.noMatch' }, { query })}</li>
          )}
        </ul>
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
