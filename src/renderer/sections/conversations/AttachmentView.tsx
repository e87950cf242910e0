import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sentenceOf } from '../../components/describe-error';
import { icons } from '../../components/icons';
import { isPreviewable } from './files';
import { fileSize, type ShownAttachment } from '../../state/thread-model';
import { useSeen } from './use-seen';
import { type Chats } from '../../data/chats';

/**
 * A file in a message: name, type and size, and a Save button. An image (PNG, JPEG, GIF, WebP)
 * is previewed from bytes main hands over once the bubble is in view — kept ones of a file sent
 * from here, else the server's — or from the bytes of a message still in the outbox; never from
 * a remote address. A preview that fails says so and offers to try again.
 */
export function AttachmentView({ chats, file }: { chats: Chats; file: ShownAttachment }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const image = isPreviewable(file.mimeType);
  const held =
    image && file.localB64 !== undefined
      ? `data:${file.mimeType};base64,${file.localB64}`
      : undefined;
  const fetched = image && !held ? file.address : undefined;
  const seen = useSeen(box, fetched !== undefined);
  const [preview, setPreview] = useState<string>();
  /** Why the preview failed: main's sentence, or '' when the image itself didn't decode. */
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [sentence, setSentence] = useState<string>();

  // By its parts: the address object is rebuilt whenever the thread is.
  const { oid, session, message } = fetched ?? {};
  useEffect(() => {
    if (!seen || oid === undefined || session === undefined || message === undefined) return;
    let live = true;
    chats.attachment({ oid, session, message }).then(
      (got) => live && setPreview(`data:${got.mimeType};base64,${got.contentsB64String}`),
      (error: unknown) => live && setFailure(sentenceOf(error)),
    );
    return () => {
      live = false;
    };
  }, [chats, seen, oid, session, message, attempt]);

  const retry = () => {
    setPreview(undefined);
    setFailure(undefined);
    setAttempt((n) => n + 1);
  };

  const save = async () => {
    setSentence(undefined);
    try {
      if (file.localB64 !== undefined) {
        await chats.saveAttachment({
          file: {
            commonName: file.commonName,
            originalLocation: file.commonName,
            mimeType: file.mimeType,
            contentsB64String: file.localB64,
          },
        });
      } else if (file.address) {
        await chats.saveAttachment(file.address);
      }
    } catch (error) {
      setSentence(sentenceOf(error));
    }
  };

  const shown = held ?? preview;
  return (
    <div className="attachment" ref={box}>
      {shown && failure === undefined && (
        <img
          className="attachment-preview"
          src={shown}
          alt={file.commonName}
          onError={() => setFailure('')}
        />
      )}
      {fetched && !preview && failure === undefined && (
        <p className="attachment-status">{intl.formatMessage({ id: 'attachment.loading' })}</p>
      )}
      {failure !== undefined && (
        <p className="attachment-error">
          {failure
            ? intl.formatMessage({ id: 'attachment.failedBecause' }, { reason: failure })
            : intl.formatMessage({ id: 'attachment.failed' })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={retry}
            aria-label={intl.formatMessage(
              { id: 'attachment.retryLabel' },
              { name: file.commonName },
            )}
          >
            {intl.formatMessage({ id: 'attachment.retry' })}
          </button>
        </p>
      )}
      <div className="attachment-file">
        {icons.attachment}
        <span className="attachment-name" dir="auto">
          {file.commonName}
        </span>
        <span className="attachment-meta">
          {file.mimeType} · {fileSize(intl, file.size)}
        </span>
        {/* Its visible word ("Save") begins its name ("Save <file>"), as speech users say it. */}
        <button
          type="button"
          className="attachment-save link-button"
          onClick={() => void save()}
          aria-label={intl.formatMessage({ id: 'attachment.save' }, { name: file.commonName })}
        >
          {intl.formatMessage({ id: 'attachment.saveShort' })}
        </button>
      </div>
      {sentence && (
        <p className="attachment-error" role="alert">
          {sentence}
        </p>
      )}
    </div>
  );
}
