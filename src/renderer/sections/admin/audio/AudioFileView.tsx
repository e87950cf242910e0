import { useCallback } from 'react';
import { type Api } from '../../../../shared/contract';
import { DetailScreen } from '../browse/DetailFrame';
import { grouped } from '../format';
import { adminStrings as s } from '../strings';
import { audioStrings as t } from './strings';

/** 4.12: an audio file, read only. */
export function AudioFileView({ api, oid }: { api: Api; oid: string }) {
  const read = useCallback(() => api.admin.getAudioFile({ oid }), [api, oid]);
  return (
    <DetailScreen oid={oid} title={t.detailTitle} read={read}>
      {(file) => (
        <section className="card admin-card" aria-label={t.file}>
          <dl className="facts">
            <dt>{t.category}</dt>
            <dd>{file.category}</dd>
            <dt>{t.language}</dt>
            <dd>{file.language}</dd>
            <dt>{t.locale}</dt>
            <dd>{file.locale}</dd>
            <dt>{t.systemDefault}</dt>
            <dd>{file.isSystemDefault ? s.yes : s.no}</dd>
            <dt>{t.file}</dt>
            <dd>{file.file.name}</dd>
            <dt>{t.mimeType}</dt>
            <dd>{file.file.mimeType}</dd>
            <dt>{t.size}</dt>
            <dd>{grouped(file.file.size)}</dd>
          </dl>
          <p className="hint">{t.noPlayback}</p>
        </section>
      )}
    </DetailScreen>
  );
}
