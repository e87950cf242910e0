import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { isBridgeError, SMS_TEXT_LIMIT } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { ServiceCode, smsNumber } from '../../shared/interface';
import { useReadyAccountData } from '../data';
import { failureSentence } from './failure-sentence';
import { smsLength } from './sms-length';
import { useModal } from './use-modal';

type Problem = { sentence: string; field?: 'number' | 'text' };

/** Apple's keyboards say Command where the others say Control. */
const isApple = () => /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? '');

/**
 * "Send an SMS to …": the number filled in and editable (checked as "Call a number" reads one,
 * `smsNumber`), the message with its length in characters and SMS, Send and Cancel. Focus starts
 * in the message; Ctrl+Enter (⌘+Enter) sends from there. Sent, it closes and the opener says so
 * (`onSent`); a refusal, the app's or the server's, stays in the dialog as its sentence, and what
 * was typed stays too.
 */
export function SmsDialog({
  name,
  number: initialNumber,
  person,
  onSent,
  onClose,
}: {
  /** Whom it goes to, as the opener names them: a colleague, a History entry's party. */
  name: string;
  number: string;
  /** Their person, sent with the SMS while the number is still theirs. */
  person?: string | undefined;
  onSent: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const message = useRef<HTMLTextAreaElement>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const dialog = useModal(message);
  const ids = useId();
  const [number, setNumber] = useState(initialNumber);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  // The account's SMS, once its data is open: until then Send is disabled.
  const sms = useReadyAccountData()?.sms;
  const length = smsLength(text);

  const check = (): Problem | undefined => {
    if (!number.trim()) return { sentence: say('error.sms.noNumber'), field: 'number' };
    if (smsNumber(number) === undefined) {
      return { sentence: say('error.sms.notANumber'), field: 'number' };
    }
    if (!text.trim()) return { sentence: say('error.sms.noText'), field: 'text' };
    return undefined;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sms || busy) return;
    const found = check();
    setProblem(found);
    if (found) {
      (found.field === 'number' ? numberField : message).current?.focus();
      return;
    }
    setBusy(true);
    // Their person goes with their own number only: a number typed instead is someone else's.
    const theirs = person !== undefined && smsNumber(number) === smsNumber(initialNumber);
    try {
      await sms.send({ number, text, ...(theirs && { person }) });
      onSent();
    } catch (failure) {
      // The server's 10203 here: the number cannot receive an SMS (error-sentences.ts).
      const badNumber = isBridgeError(failure) && failure.code === ServiceCode.ChatContentsInvalid;
      setProblem({ sentence: failureSentence(failure), ...(badNumber && { field: 'number' }) });
      setBusy(false);
      if (badNumber) numberField.current?.focus();
    }
  };

  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(isApple() ? event.metaKey : event.ctrlKey)) return;
    event.preventDefault();
    void submit();
  };

  const invalid = (field: Problem['field']) =>
    problem !== undefined && problem.field === field ? true : undefined;
  const describedBy = (hint: string, field: Problem['field']) =>
    invalid(field) ? `${hint} ${ids}-problem` : hint;

  return (
    <dialog
      ref={dialog}
      className="dialog sms-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form className="dialog-body" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${ids}-title`} dir="auto">
          {intl.formatMessage({ id: 'sms.dialog.title' }, { name })}
        </h2>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-number`}>
            {say('sms.dialog.number')}
          </label>
          <input
            id={`${ids}-number`}
            ref={numberField}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            spellCheck={false}
            maxLength={100}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-describedby={describedBy(`${ids}-number-hint`, 'number')}
            aria-invalid={invalid('number')}
          />
          <p id={`${ids}-number-hint`} className="muted sms-hint">
            {say('sms.dialog.numberHint')}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-text`}>
            {say('sms.dialog.text')}
          </label>
          <textarea
            id={`${ids}-text`}
            ref={message}
            rows={5}
            maxLength={SMS_TEXT_LIMIT}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={sendOnShortcut}
            dir="auto"
            aria-describedby={describedBy(`${ids}-length ${ids}-length-hint`, 'text')}
            aria-invalid={invalid('text')}
          />
          <p id={`${ids}-length`} className="sms-length">
            {intl.formatMessage(
              { id: 'sms.dialog.length' },
              { characters: length.characters, parts: length.parts },
            )}
          </p>
          <p id={`${ids}-length-hint`} className="muted sms-hint">
            {intl.formatMessage(
              { id: 'sms.dialog.lengthHint' },
              { shortcut: isApple() ? '⌘+Enter' : 'Ctrl+Enter' },
            )}
          </p>
        </div>
        {problem && (
          <p id={`${ids}-problem`} className="call-number-error" role="alert">
            {problem.sentence}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {say('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy || !sms}>
            {say(busy ? 'sms.dialog.sending' : 'sms.dialog.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
