import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { textProblem } from './text-check';
import { useIntl } from 'react-intl';
import { ATTACHMENT_LIMIT_LABEL, type ChatAttachment } from '../../../shared/contract/chat-calls';
import { icons } from '../../components/icons';
import { readAttachment } from './files';
import { failureSentence } from '../../components/failure-sentence';
import { fileSize } from '../../state/thread-model';

export interface ComposerDraft {
  text: string;
  attachment?: ChatAttachment;
}

export interface ComposerHandle {
  addFiles(files: FileList | File[]): Promise<void>;
  /** Puts a message back for the user to correct, with the sentence that says why. */
  restore(draft: ComposerDraft, sentence?: string): void;
  /**
   * Shows this text instead of what the box holds (a draft read from the server); with `onlyIf`,
   * only while the box still holds exactly that, so typing is never replaced. Says whether it did.
   */
  replaceText(text: string, onlyIf?: string): boolean;
  focus(): void;
}

export interface ReplyTarget {
  oid: string;
  /** The user's own message: "Replying to yourself". */
  own: boolean;
  sender: string;
  text: string;
}

/** An empty send this soon after a message was handed over is a repeated click, not a mistake. */
const REPEAT_MS = 1_000;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; files come from the picker, a
 * drop or a pasted image. A failure is a sentence right here, and what the user wrote stays.
 */
export function Composer({
  label,
  onSend,
  reply,
  onCancelReply,
  attachmentsRefused,
  closed,
  sentence: outerSentence,
  handle,
  onTextChange,
}: {
  label: string;
  /** Resolves when the message is accepted (queued or answered); rejects with a sentence. */
  onSend: (draft: ComposerDraft) => Promise<void>;
  reply?: ReplyTarget | undefined;
  onCancelReply?: () => void;
  /** Why no file can go here (e.g. an external chat): the attach button is off and says so. */
  attachmentsRefused?: string | undefined;
  /**
   * Why nothing can be sent here (a closed chat): shown in place of errors; the box keeps what
   * was written (read-only) and Send and Attach are off.
   */
  closed?: string | undefined;
  sentence?: string | undefined;
  handle?: Ref<ComposerHandle>;
  /** Every change of the text (typing, a send emptying the box): the draft follows it. */
  onTextChange?: (text: string) => void;
}) {
  const intl = useIntl();
  const [text, setShownText] = useState('');
  // What the box holds, ahead of the render that shows it: a draft read from the server is
  // checked against this, so what was just typed is never replaced by it.
  const latest = useRef(text);
  const setText = (next: string) => {
    latest.current = next;
    setShownText(next);
  };
  const [attachment, setAttachment] = useState<ChatAttachment>();
  const [sentence, setSentence] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const sentAt = useRef(Number.NEGATIVE_INFINITY);
  const errorId = useId();
  const shown = closed ?? sentence ?? outerSentence;
  const problem = closed ? undefined : textProblem(intl, text);
  const noticeId = useId();
  const attachRefusal =
    attachmentsRefused ??
    (reply ? intl.formatMessage({ id: 'composer.replyTextOnly' }) : undefined);
  const fileLimit = intl.formatMessage(
    { id: 'composer.fileLimit' },
    { limit: ATTACHMENT_LIMIT_LABEL },
  );
  const canAttach = !closed && !attachRefusal;

  const addFiles = async (files: FileList | File[]) => {
    const [file] = [...files];
    if (!file) return;
    if (!canAttach) {
      setSentence(attachRefusal);
      return;
    }
    const result = await readAttachment(file);
    if (result.ok) {
      setAttachment(result.attachment);
      setSentence(undefined);
    } else setSentence(result.sentence);
  };

  // Each change of the text told to whoever keeps the draft.
  const told = useRef(text);
  useEffect(() => {
    if (told.current === text) return;
    told.current = text;
    onTextChange?.(text);
  }, [text, onTextChange]);

  useImperativeHandle(handle, () => ({
    addFiles,
    restore(draft, why) {
      if (latest.current.trim() === '') setText(draft.text);
      if (draft.attachment) setAttachment((current) => current ?? draft.attachment);
      setSentence(why);
    },
    replaceText(next, onlyIf) {
      if (onlyIf !== undefined && latest.current !== onlyIf) return false;
      setText(next);
      return true;
    },
    focus: () => textArea.current?.focus(),
  }));

  const send = async () => {
    if (closed) return;
    if (text.trim() === '' && !attachment) {
      // The second click of a double click on Send (or a second Enter) finds the box already
      // emptied by the first: the message went, there is nothing to correct.
      if (performance.now() - sentAt.current < REPEAT_MS) return;
      setSentence(intl.formatMessage({ id: 'composer.empty' }));
      return;
    }
    if (problem?.blocking) {
      setSentence(problem.sentence);
      return;
    }
    sentAt.current = performance.now();
    // Cleared at once so the next message can be typed while this one is handed over; it comes
    // back (with the reason) if it is refused.
    const draft: ComposerDraft = { text, ...(attachment && { attachment }) };
    setText('');
    setAttachment(undefined);
    setSentence(undefined);
    setBusy(true);
    try {
      await onSend(draft);
    } catch (error) {
      if (latest.current === '') setText(draft.text);
      if (draft.attachment) setAttachment((current) => current ?? draft.attachment);
      setSentence(failureSentence(error));
    } finally {
      setBusy(false);
      textArea.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && reply) {
      onCancelReply?.();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const images = [...event.clipboardData.files].filter((f) => f.type.startsWith('image/'));
    if (images.length > 0) {
      event.preventDefault();
      void addFiles(images);
    }
  };

  return (
    <div className="composer">
      {reply && (
        <div
          className="composer-reply"
          aria-label={intl.formatMessage({ id: 'composer.replying' })}
        >
          {icons.reply}
          <div className="composer-reply-text">
            <span className="composer-reply-sender">
              {reply.own
                ? intl.formatMessage({ id: 'composer.replyingToYourself' })
                : reply.sender
                  ? intl.formatMessage({ id: 'composer.replyingTo' }, { sender: reply.sender })
                  : intl.formatMessage({ id: 'composer.replyingToMessage' })}
            </span>
            <span className="composer-reply-quote" dir="auto">
              {reply.text}
            </span>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={onCancelReply}
            aria-label={intl.formatMessage({ id: 'composer.cancelReply' })}
          >
            {icons.close}
          </button>
        </div>
      )}
      {attachment && (
        <div className="composer-file">
          {icons.attachment}
          <span className="composer-file-name" dir="auto">
            {attachment.commonName}
          </span>
          <span className="composer-file-size">
            {fileSize(intl, Math.floor((attachment.contentsB64String.length * 3) / 4))}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => setAttachment(undefined)}
            aria-label={intl.formatMessage(
              { id: 'composer.removeFile' },
              { name: attachment.commonName },
            )}
          >
            {icons.close}
          </button>
        </div>
      )}
      <div role="alert" id={errorId} className={shown ? 'composer-error' : 'alert-empty'}>
        {shown && (
          <>
            {icons.alert}
            <span>{shown}</span>
          </>
        )}
      </div>
      <div className="composer-row">
        <button
          type="button"
          className="icon-button"
          onClick={() => fileInput.current?.click()}
          disabled={!canAttach}
          aria-label={intl.formatMessage({ id: 'composer.attach' })}
          title={closed ?? attachRefusal ?? fileLimit}
        >
          {icons.attachment}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={intl.formatMessage({ id: 'composer.fileInput' })}
          onChange={(event) => {
            if (event.target.files) void addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <textarea
          ref={textArea}
          className="composer-input"
          aria-label={label}
          aria-describedby={
            [shown && errorId, problem && noticeId].filter(Boolean).join(' ') || undefined
          }
          placeholder={intl.formatMessage({ id: 'composer.placeholder' }, { label })}
          rows={1}
          readOnly={closed !== undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button
          type="button"
          className="button button-primary composer-send"
          onClick={() => void send()}
          disabled={closed !== undefined}
          aria-busy={busy}
          aria-label={intl.formatMessage({ id: 'composer.send' })}
        >
          {icons.send}
        </button>
      </div>
      {problem && (
        <p id={noticeId} className="composer-notice" role="status">
          {problem.sentence}
        </p>
      )}
      {!closed && (
        <p className="composer-hint">
          {intl.formatMessage({ id: 'composer.hint' }, { files: attachmentsRefused ?? fileLimit })}
        </p>
      )}
    </div>
  );
}
