import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { sentenceOf } from '../../components/describe-error';
import { icons } from '../../components/icons';
import { fileSize, type ShownAttachment } from './thread-model';
import { isPreviewable } from './files';

/**
 * A file in a message: name, type and size; an image previewed from bytes this device holds
 * (never a remote URL); saved through main on click.
 */
export function AttachmentView({ api, file }: { api: Api; file: ShownAttachment }) {
  const intl = useIntl();
  const [preview, setPreview] = useState<string | undefined>(
    file.localB64 && isPreviewable(file.mimeType)
      ? `data:${file.mimeType};base64,${file.localB64}`
      : undefined,
  );
  const [sentence, setSentence] = useState<string>();

  useEffect(() => {
    if (preview || !file.oid || !isPreviewable(file.mimeType)) return;
    let live = true;
    api.chat
      .attachment({ oid: file.oid })
      .then((local) => {
        if (live && local && isPreviewable(local.mimeType))
          setPreview(`data:${local.mimeType};base64,${local.contentsB64String}`);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, file.oid, file.mimeType, preview]);

  const save = async () => {
    setSentence(undefined);
    try {
      if (file.localB64 !== undefined) {
        await api.chat.saveAttachment({
          file: {
            commonName: file.commonName,
            originalLocation: file.commonName,
            mimeType: file.mimeType,
            contentsB64String: file.localB64,
          },
        });
      } else if (file.oid !== undefined) {
        await api.chat.saveAttachment({ oid: file.oid });
      }
    } catch (error) {
      setSentence(sentenceOf(error));
    }
  };

  return (
    <div className="attachment">
      {preview && <img className="attachment-preview" src={preview} alt={file.commonName} />}
      <button
        type="button"
        className="attachment-file"
        onClick={() => void save()}
        aria-label={intl.formatMessage({ id: 'attachment.save' }, { name: file.commonName })}
      >
        {icons.attachment}
        <span className="attachment-name" dir="auto">
          {file.commonName}
        </span>
        <span className="attachment-meta">
          {file.mimeType} · {fileSize(intl, file.size)}
        </span>
      </button>
      {sentence && (
        <p className="attachment-error" role="alert">
          {sentence}
        </p>
      )}
    </div>
  );
}
