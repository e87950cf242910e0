import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type StoredGroup } from '../../outbox/outbox-db';

/**
 * A group's members in the thread's header: how many, and on a click their names (the user's
 * own marked, administrators said so), as a list a screen reader reads in order.
 */
export function GroupMembers({
  group,
  name,
  me,
}: {
  group: StoredGroup;
  name: string;
  me: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="group-members">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {intl.formatMessage({ id: 'group.members' }, { count: group.members.length })}
      </button>
      {open && (
        <ul
          id={listId}
          className="group-members-list"
          aria-label={intl.formatMessage({ id: 'group.members.list' }, { name })}
        >
          {group.members.map((m) => (
            <li key={m.person}>
              <span className="conversation-avatar" aria-hidden="true">
                {m.name.charAt(0).toUpperCase()}
              </span>
              <span dir="auto">
                {m.name === me ? intl.formatMessage({ id: 'group.you' }, { name: m.name }) : m.name}
              </span>
              {m.admin && (
                <span className="muted">{intl.formatMessage({ id: 'group.admin' })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
