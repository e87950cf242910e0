import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { parseTimestamp } from '../../shared/interface';
import { failureSentence, Refusal } from '../components/failure-sentence';
import { icons } from '../components/icons';
import { useModal } from '../components/use-modal';
import { useReadyAccountData, type AccountData } from '../data';
import { useAppStore } from '../state/app-store';
import { kindLabels } from '../state/entry-kind';
import { markMatches, type SearchGroups } from '../state/global-search';
import { useGlobalSearch, type ServerState } from './use-global-search';

/** One choice of the list: what it shows and what choosing it does. */
interface Choice {
  id: string;
  group: keyof SearchGroups;
  content: ReactNode;
  choose: () => Promise<void> | void;
}

const groupOrder: readonly (keyof SearchGroups)[] = [
  'people',
  'conversations',
  'messages',
  'history',
];
const groupTitles: Record<keyof SearchGroups, MessageKey> = {
  people: 'search.group.people',
  conversations: 'search.group.conversations',
  messages: 'search.group.messages',
  history: 'search.group.history',
};

function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {markMatches(text, query).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * The global search (Ctrl+K, or the header's Search): one field that finds people,
 * conversations, the text of chat messages and the rest of History, grouped as Teams and Slack
 * group them, the matches marked. A combobox with its list (arrows, Enter, Escape) in a modal
 * dialog; choosing a message opens its thread at that message. A chunk of its own with the
 * `search` area's words: the first screen carries only the key and the button that open it.
 */
export function SearchDialog({ api, me, onClose }: { api: Api; me: string; onClose: () => void }) {
  const data = useReadyAccountData();
  const intl = useIntl();
  const field = useRef<HTMLInputElement>(null);
  const dialog = useModal(field);
  const title = useId();
  return (
    <dialog
      ref={dialog}
      className="dialog search-dialog"
      aria-labelledby={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its body) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={title} className="sr-only">
          {intl.formatMessage({ id: 'search.title' })}
        </h2>
        {data ? (
          <SearchBody api={api} data={data} me={me} field={field} onClose={onClose} />
        ) : (
          <p className="muted">{intl.formatMessage({ id: 'conversations.opening' })}</p>
        )}
      </div>
    </dialog>
  );
}

function SearchBody({
  api,
  data,
  me,
  field,
  onClose,
}: {
  api: Api;
  data: AccountData;
  me: string;
  field: React.RefObject<HTMLInputElement | null>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const { groups, server, searched } = useGlobalSearch(data, api, query, me);
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string>();
  const listId = useId();
  const { openChat, showInHistory } = useAppStore.getState();
  // The field comes once the account's data is open, which can be after the dialog opened
  // (Ctrl+K at once after sign-in): it takes focus then. (Opened with the data ready, the
  // dialog's own opening focuses it.)
  useEffect(() => field.current?.focus(), [field]);

  const choices = useMemo(
    () => choicesOf(groups, searched, { api, openChat, showInHistory, intl }),
    [groups, searched, api, openChat, showInHistory, intl],
  );
  const current = choices[Math.min(active, choices.length - 1)];

  const choose = async (choice: Choice | undefined) => {
    if (!choice) return;
    setProblem(undefined);
    try {
      await choice.choose();
      onClose();
    } catch (error) {
      setProblem(failureSentence(error));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const move: Record<string, number | undefined> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + 5, last),
      PageUp: Math.max(active - 5, 0),
    };
    const to = move[event.key];
    if (to !== undefined && last >= 0) {
      event.preventDefault();
      setActive(to);
      document.getElementById(`${listId}-${to}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(current);
    }
  };

  let index = 0;
  return (
    <>
      <label className="search-field search-dialog-field">
        {icons.search}
        <input
          ref={field}
          type="text"
          role="combobox"
          aria-label={intl.formatMessage({ id: 'search.input' })}
          placeholder={intl.formatMessage({ id: 'search.input' })}
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${choices.indexOf(current)}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'search.results' })}
        className="search-results"
      >
        {groupOrder.map((group) => {
          const members = choices.filter((c) => c.group === group);
          if (members.length === 0) return null;
          const heading = `${listId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={heading} className="search-group">
              <div id={heading} role="presentation" className="search-group-title">
                {intl.formatMessage({ id: groupTitles[group] })}
              </div>
              {members.map((choice) => {
                const at = index++;
                return (
                  <div
                    key={choice.id}
                    id={`${listId}-${at}`}
                    role="option"
                    aria-selected={choice === current}
                    className="search-option"
                    onMouseMove={() => at !== active && setActive(at)}
                    onClick={() => void choose(choice)}
                  >
                    {choice.content}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <p className="muted search-status" role="status">
        {statusLine(intl, searched, choices.length, server)}
      </p>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

function statusLine(
  intl: ReturnType<typeof useIntl>,
  searched: string,
  count: number,
  server: ServerState,
): string {
  if (searched.trim() === '') return intl.formatMessage({ id: 'search.hint' });
  const local =
    count === 0 && server.state !== 'searching'
      ? intl.formatMessage({ id: 'search.none' }, { query: searched.trim() })
      : '';
  const remote =
    server.state === 'searching'
      ? intl.formatMessage({ id: 'search.server.searching' })
      : server.state === 'failed'
        ? intl.formatMessage({ id: 'search.server.failed' }, { reason: server.sentence })
        : server.state === 'noLine'
          ? intl.formatMessage({ id: 'search.server.noLine' })
          : server.state === 'done' && server.added > 0
            ? intl.formatMessage({ id: 'search.server.added' }, { count: server.added })
            : '';
  return [local, remote].filter(Boolean).join(' ');
}

function choicesOf(
  groups: SearchGroups,
  query: string,
  {
    api,
    openChat,
    showInHistory,
    intl,
  }: {
    api: Api;
    openChat: ReturnType<typeof useAppStore.getState>['openChat'];
    showInHistory: (oid: string) => void;
    intl: ReturnType<typeof useIntl>;
  },
): Choice[] {
  const when = (date: string) =>
    intl.formatDate(parseTimestamp(date), { dateStyle: 'medium', timeStyle: 'short' });
  const fromServer = (yes: boolean) =>
    yes && (
      <span className="badge search-server">{intl.formatMessage({ id: 'search.fromServer' })}</span>
    );
  return [
    ...groups.people.map<Choice>((colleague) => ({
      id: `p${colleague.oid}`,
      group: 'people',
      content: (
        <span className="search-line">
          <Marked text={colleague.name} query={query} />
          {colleague.extension !== undefined && (
            <span className="muted search-sep">{colleague.extension}</span>
          )}
        </span>
      ),
      choose: async () => {
        if (colleague.person === undefined) {
          throw new Refusal(intl.formatMessage({ id: 'search.noChat' }, { name: colleague.name }));
        }
        const chat = await api.people.chatSession({ person: colleague.person });
        openChat({ session: chat.session, name: colleague.name });
      },
    })),
    ...groups.conversations.map<Choice>((conversation) => ({
      id: `c${conversation.session}`,
      group: 'conversations',
      content: (
        <span className="search-line">
          <Marked text={conversation.name} query={query} />
        </span>
      ),
      choose: () => openChat({ session: conversation.session, name: conversation.name }),
    })),
    ...groups.messages.map<Choice>((message) => ({
      id: `m${message.oid}`,
      group: 'messages',
      content: (
        <>
          <span className="search-line search-meta">
            <strong>{message.conversation}</strong>
            {message.sender !== message.conversation && (
              <span className="muted search-sep">{message.sender}</span>
            )}
            <span className="muted search-sep">{when(message.date)}</span>
            {fromServer(message.fromServer)}
          </span>
          <span className="search-line search-text">
            <Marked text={message.text} query={query} />
          </span>
        </>
      ),
      choose: () =>
        openChat({
          session: message.session,
          name: message.conversation,
          found: { key: message.sortKey, oid: message.oid },
        }),
    })),
    ...groups.history.map<Choice>((item) => ({
      id: `h${item.oid}`,
      group: 'history',
      content: (
        <span className="search-line">
          <Marked text={item.name} query={query} />
          <span className="muted search-sep">
            <Marked text={intl.formatMessage({ id: kindLabels[item.kind] })} query={query} />
          </span>
          <span className="muted search-sep">{when(item.date)}</span>
          {fromServer(item.fromServer)}
        </span>
      ),
      choose: () => showInHistory(item.oid),
    })),
  ];
}
