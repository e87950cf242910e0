import { useIntl } from 'react-intl';
import { type MessageKey } from '../../shared/i18n';
import { isApple, shortcuts, type Keys, type ShortcutAction } from '../state/shortcuts';

/** The keys as a user reads them: `Ctrl+K`, `⌘K`, `Alt+↓`, `⌥↓`, `F6`. */
function keysLabel(keys: Keys, apple = isApple()): string {
  const names: Record<string, string> = { ArrowDown: '↓', ArrowUp: '↑', ',': ',' };
  const key = names[keys.key] ?? (keys.key.length === 1 ? keys.key.toUpperCase() : keys.key);
  if (keys.key === '?') return '?';
  const parts = apple
    ? [keys.alt && '⌥', keys.shift && '⇧', keys.mod && '⌘', key]
    : [keys.mod && 'Ctrl', keys.alt && 'Alt', keys.shift && 'Shift', key];
  return parts.filter(Boolean).join(apple ? '' : '+');
}

/** The keys of a window shortcut, as `state/shortcuts.ts` defines them (the first if two). */
const keysOf = (action: ShortcutAction, which = 0) =>
  keysLabel(shortcuts.filter((s) => s.action === action)[which]?.keys ?? { key: '' });

type Row = { keys: string[]; label: MessageKey };

function groups(sectionCount: number): { title: MessageKey; rows: Row[] }[] {
  const mod = isApple() ? '⌘' : 'Ctrl+';
  return [
    {
      title: 'shortcuts.group.window',
      rows: [
        { keys: [keysOf('search')], label: 'shortcuts.search' },
        { keys: [keysOf('filter')], label: 'shortcuts.filter' },
        { keys: [keysOf('newChat')], label: 'shortcuts.newChat' },
        { keys: [keysOf('nextConversation')], label: 'shortcuts.nextConversation' },
        { keys: [keysOf('previousConversation')], label: 'shortcuts.previousConversation' },
        { keys: [`${mod}1 … ${mod}${Math.min(9, sectionCount)}`], label: 'shortcuts.section' },
        { keys: [keysOf('settings')], label: 'section.settings' },
        { keys: [keysLabel({ key: 'd', mod: true, shift: true })], label: 'call.number.open' },
        { keys: [keysOf('nextPane')], label: 'shortcuts.nextPane' },
        { keys: [keysOf('previousPane')], label: 'shortcuts.previousPane' },
        { keys: [keysOf('shortcuts', 1), keysOf('shortcuts')], label: 'shortcuts.shortcuts' },
      ],
    },
    {
      title: 'shortcuts.group.lists',
      rows: [
        { keys: ['↓', '↑'], label: 'shortcuts.lists.move' },
        { keys: ['Home', 'End'], label: 'shortcuts.lists.ends' },
        { keys: ['Page Down', 'Page Up'], label: 'shortcuts.lists.page' },
        { keys: ['Enter'], label: 'shortcuts.lists.open' },
        { keys: ['Tab'], label: 'shortcuts.lists.tab' },
      ],
    },
    {
      title: 'shortcuts.group.composer',
      rows: [
        { keys: ['Enter'], label: 'shortcuts.composer.send' },
        { keys: [isApple() ? '⇧Enter' : 'Shift+Enter'], label: 'shortcuts.composer.newLine' },
        { keys: ['Esc'], label: 'shortcuts.composer.cancelReply' },
      ],
    },
  ];
}

/**
 * Every keyboard shortcut, in tables by where it works: Settings shows it, and so does the
 * dialog `?` opens (`shell/ShortcutsDialog.tsx`). Its words are the `shortcuts` area's.
 */
export function ShortcutList({ sectionCount }: { sectionCount: number }) {
  const intl = useIntl();
  const keys = (list: string[]) => {
    const drawn = list.map((k) => <kbd key={k}>{k}</kbd>);
    return drawn.length === 2 ? (
      <>{intl.formatMessage({ id: 'shortcuts.or' }, { first: drawn[0], second: drawn[1] })}</>
    ) : (
      drawn
    );
  };
  return (
    <div className="shortcut-list">
      <p className="hint">{intl.formatMessage({ id: 'shortcuts.intro' })}</p>
      {groups(sectionCount).map((group) => (
        <table key={group.title} className="shortcut-table">
          <caption>{intl.formatMessage({ id: group.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'shortcuts.keys' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'shortcuts.action' })}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <td className="shortcut-keys">{keys(row.keys)}</td>
                <td>{intl.formatMessage({ id: row.label })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
