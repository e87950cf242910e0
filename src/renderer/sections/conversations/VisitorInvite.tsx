import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * What an administrator gives the visitor's side of an external session (4.7), while it has no
 * message yet: the platform answers a new session with its oid and the visitor's name (the
 * `UnknownAddressable` participant, the clientId), nothing more — no link. The website's chat
 * sends the visitor's messages to that session (guide: chats_external.html), so the session ID
 * is what to hand over, with a button to copy it.
 */
export function VisitorInvite({ session }: { session: string }) {
  const intl = useIntl();
  const [note, setNote] = useState<{ text: string; error: boolean }>();
  const copy = () =>
    navigator.clipboard.writeText(session).then(
      () => setNote({ text: intl.formatMessage({ id: 'external.invite.copied' }), error: false }),
      () =>
        setNote({ text: intl.formatMessage({ id: 'external.invite.copyFailed' }), error: true }),
    );
  return (
    <section
      className="visitor-invite"
      aria-label={intl.formatMessage({ id: 'external.invite.title' })}
    >
      <p>{intl.formatMessage({ id: 'external.invite.text' })}</p>
      <p className="visitor-invite-id">
        <span>{intl.formatMessage({ id: 'external.invite.session' })}</span> <code>{session}</code>{' '}
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void copy()}
        >
          {intl.formatMessage({ id: 'external.invite.copy' })}
        </button>
      </p>
      <p role="status" className={note?.error ? 'visitor-invite-error' : 'muted'}>
        {note?.text}
      </p>
    </section>
  );
}
