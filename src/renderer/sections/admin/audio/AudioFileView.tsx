import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DetailScreen } from '../browse/DetailFrame';
import { grouped, yesNo } from '../format';
import { useSound } from './use-sound';

const title: MessageKey = 'admin.audio.detailTitle';

/** 4.12: an audio file, read only, and its sound played where the server serves it. */
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
          <Player api={api} oid={oid} name={file.commonName} />
        </section>
      )}
    </DetailScreen>
  );
}

/** Play: the sound is fetched on the first click, then the player plays it. */
function Player({ api, oid, name }: { api: Api; oid: string; name: string }) {
  const intl = useIntl();
  const [asked, setAsked] = useState(false);
  const sound = useSound(api, oid, asked);
  if (sound === undefined) {
    return (
      <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
        {intl.formatMessage({ id: 'admin.audio.play' })}
      </button>
    );
  }
  if (sound.state === 'fetching') {
    return (
      <p className="muted" role="status">
        {intl.formatMessage({ id: 'admin.audio.fetching' })}
      </p>
    );
  }
  if (sound.state === 'unavailable') {
    return <p className="hint">{intl.formatMessage({ id: 'admin.audio.notServed' })}</p>;
  }
  if (sound.state === 'failed') return <ErrorMessage message={sound.sentence} />;
  return (
    <audio
      className="admin-player"
      controls
      autoPlay
      src={sound.url}
      aria-label={intl.formatMessage({ id: 'admin.audio.player' }, { name })}
    />
  );
}
