import { useIntl } from 'react-intl';

/**
 * The colleagues New chat and New group offer (already filtered by name): one button each,
 * pressed when chosen, and a line when none matches what was typed.
 */
export function ColleagueChoices<P extends { name: string }>({
  people,
  keyOf,
  isChosen,
  onChoose,
  loading,
  query,
}: {
  people: readonly P[];
  keyOf: (person: P) => string;
  isChosen: (person: P) => boolean;
  onChoose: (person: P) => void;
  loading: boolean;
  query: string;
}) {
  const intl = useIntl();
  return (
    <ul className="people-list" aria-label={intl.formatMessage({ id: 'newChat.colleagues' })}>
      {people.map((person) => (
        <li key={keyOf(person)}>
          <button
            type="button"
            className="person"
            aria-pressed={isChosen(person)}
            onClick={() => onChoose(person)}
          >
            <span className="conversation-avatar" aria-hidden="true">
              {person.name.charAt(0).toUpperCase()}
            </span>
            <span dir="auto">{person.name}</span>
          </button>
        </li>
      ))}
      {!loading && people.length === 0 && (
        <li className="muted">{intl.formatMessage({ id: 'newChat.noMatch' }, { query })}</li>
      )}
    </ul>
  );
}
