import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ChatSession, type PhoneLine } from '../../../shared/interface';
import { type Chats } from '../../data/chats';
import { failureSentence } from '../../components/failure-sentence';

type Line = Pick<PhoneLine, 'oid' | 'commonName' | 'number'>;

/** Administrators: an external chat session on one of the phone lines (4.7). */
export function ExternalSession({
  chats,
  onCreated,
}: {
  chats: Chats;
  onCreated: (session: ChatSession) => void;
}) {
  const intl = useIntl();
  const [lines, setLines] = useState<Line[]>();
  const [line, setLine] = useState('');
  const [sentence, setSentence] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    chats
      .phoneLines()
      .then((list) => {
        if (!live) return;
        setLines(list);
        setLine((current) => current || (list[0]?.oid ?? ''));
      })
      .catch((error: unknown) => live && setSentence(failureSentence(error)));
    return () => {
      live = false;
    };
  }, [chats]);

  const create = async () => {
    if (!line) return;
    setBusy(true);
    setSentence(undefined);
    try {
      onCreated(await chats.createExternal({ phoneLine: line }));
    } catch (error) {
      setSentence(failureSentence(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="new-chat" aria-labelledby="external-title">
      <header className="thread-header">
        <h2 id="external-title">{intl.formatMessage({ id: 'external.title' })}</h2>
      </header>
      <form
        className="new-chat-body"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <p className="muted">{intl.formatMessage({ id: 'external.text' })}</p>
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'external.phoneLine' })}</span>
          <select value={line} onChange={(event) => setLine(event.target.value)} disabled={!lines}>
            {(lines ?? []).map((l) => (
              <option key={l.oid} value={l.oid}>
                {l.number
                  ? intl.formatMessage(
                      { id: 'external.lineWithNumber' },
                      { name: l.commonName, number: l.number },
                    )
                  : l.commonName}
              </option>
            ))}
          </select>
        </label>
        <div role="alert" className={sentence ? 'alert alert-error' : 'alert-empty'}>
          {sentence}
        </div>
        <button type="submit" className="button button-primary" disabled={busy || !line}>
          {intl.formatMessage({ id: 'external.create' })}
        </button>
      </form>
    </section>
  );
}
