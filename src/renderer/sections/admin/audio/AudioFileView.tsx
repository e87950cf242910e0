import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { DetailScreen } from '../browse/DetailFrame';
import { grouped, yesNo } from '../format';

const title: MessageKey = 'admin.audio.detailTitle';

/** 4.12: an audio file, read only. */
export function AudioFileView({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const read = useCallback(() => api.admin.getAudioFile({ oid }), [api, oid]);
  return (
    <DetailScreen oid={oid} titleId={title} read={read}>
      {(file) => (
        <section
          className="card admin-card"
          aria-label={intl.formatMessage({ id: 'admin.audio.file' })}
        >
          <dl className="facts">
            <dt>{intl.formatMessage({ id: 'admin.audio.category' })}</dt>
            <dd>{file.category}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.language' })}</dt>
            <dd>{file.language}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.locale' })}</dt>
            <dd>{file.locale}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.systemDefault' })}</dt>
            <dd>{yesNo(intl, file.isSystemDefault)}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.file' })}</dt>
            <dd>{file.file.name}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.mimeType' })}</dt>
            <dd>{file.file.mimeType}</dd>
            <dt>{intl.formatMessage({ id: 'admin.audio.size' })}</dt>
            <dd>{grouped(intl, file.file.size)}</dd>
          </dl>
          <p className="hint">{intl.formatMessage({ id: 'admin.audio.noPlayback' })}</p>
        </section>
      )}
    </DetailScreen>
  );
}
