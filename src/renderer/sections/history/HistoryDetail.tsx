import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type MessageKey } from '../../../shared/i18n';
import { type CachedCommunication } from '../../cache';
import { type AccountData } from '../../data';
import { type QueuedReview, type RatedCall } from '../../outbox';
import {
  duration,
  fullDate,
  isRecorded,
  summary,
  transcriptionStatus,
  transcriptionWords,
} from './format';
import { entryKind, kindLabels } from '../../state/entry-kind';
import { FavoriteStar } from '../../components/FavoriteStar';
import { counterpartOf, participantName } from '../../state/counterpart';
import { CallBack } from './CallBack';
import { kindIcons } from './kind-icons';

/**
 * The full representation of one entry (include=all), from the cache: works offline. Calls get
 * "Rate this call" and the state of a rating not yet confirmed.
 */
export function HistoryDetail({
  data,
  oid,
  rated,
  onRate,
}: {
  data: AccountData;
  oid: string;
  /** The user's rating of this call the server took (History reads them for its rows). */
  rated?: RatedCall | undefined;
  onRate: () => void;
}) {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const entry = useLiveQuery(() => data.cache.get(oid), [data, oid]);
  const reviews = useLiveQuery(() => data.outbox.reviews(), [data]);
  if (entry === undefined) {
    return <p className="muted history-detail-empty">{say('common.loading')}</p>;
  }
  const kind = entryKind(entry);
  const subject = summary(intl, entry);
  const full = entry.full;
  const isCall = entry.kind === 'CallLog';
  const facts: [MessageKey, ReactNode][] = [
    ['history.detail.kind', say(kindLabels[kind])],
    ['history.detail.date', fullDate(intl, entry.item.date)],
  ];
  if (full && isCall) {
    facts.push(['history.detail.duration', duration(full.durationSec)]);
    facts.push([
      'history.detail.answerTime',
      full.callAnswerTimeSec
        ? intl.formatNumber(full.callAnswerTimeSec, { style: 'unit', unit: 'second' })
        : say('history.detail.notAnswered'),
    ]);
    facts.push(['history.detail.holdTime', duration(full.onHoldDuration ?? 0)]);
  }
  if (isCall) {
    facts.push([
      'history.detail.recording',
      say(isRecorded(entry) ? 'history.detail.recorded' : 'history.detail.notRecorded'),
    ]);
    const transcription = transcriptionStatus(entry);
    facts.push([
      'history.detail.transcription',
      transcription
        ? transcriptionWords(intl, transcription).detail
        : say('history.detail.transcription.none'),
    ]);
  }
  const mine = reviews?.filter((r) => r.callId === entry.oid) ?? [];
  return (
    <article className="history-detail" aria-labelledby="history-detail-title">
      <header className="history-detail-head">
        <span className={`history-kind history-kind-${kind}`}>{kindIcons[kind]}</span>
        <div>
          <h2 id="history-detail-title">{counterpartOf(entry).label}</h2>
          {subject && <p className="history-detail-subject">{subject}</p>}
        </div>
      </header>
      <dl className="history-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{say(term)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CallBack entry={entry} />
      {full && full.participants.length > 0 && (
        <section aria-label={say('history.detail.participants')}>
          <h3>{say('history.detail.participants')}</h3>
          <ul className="history-list-plain">
            {full.participants.map((p) => {
              const role = roleWords[p.role];
              return (
                <li key={p.oid}>
                  {role && <span className="muted">{say(role)} </span>}
                  {participantName(p)}
                  {p.commonName.trim() && p.address ? (
                    <span className="muted"> · {p.address}</span>
                  ) : null}
                  {p.addressable?.objectType === 'Person' && (
                    <FavoriteStar
                      referable={{
                        oid: p.addressable.oid,
                        name: participantName(p),
                        objectType: p.addressable.objectType,
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {full?.attachments && full.attachments.length > 0 && (
        <section aria-label={say('history.detail.attachments')}>
          <h3>{say('history.detail.attachments')}</h3>
          <ul className="history-list-plain">
            {full.attachments.map((a) => (
              <li key={a.oid}>{a.commonName}</li>
            ))}
          </ul>
        </section>
      )}
      {full?.contents?.content && !isCall && (
        <section aria-label={say('history.detail.message')}>
          <h3>{say('history.detail.message')}</h3>
          <p className="history-content">{full.contents.content}</p>
        </section>
      )}
      {!full && <p className="muted">{say('history.detail.notLocal')}</p>}
      {connected(entry) && (
        <div className="history-rate">
          {rated && (
            <p className="history-rated-line">
              <span aria-hidden="true" className="history-rated-stars">
                {'★'.repeat(rated.review.userAudioQualityRating)}
                {'☆'.repeat(5 - rated.review.userAudioQualityRating)}
              </span>{' '}
              {intl.formatMessage(
                { id: 'history.detail.rated' },
                {
                  stars: rated.review.userAudioQualityRating,
                  date: intl.formatDate(rated.sentAt, { dateStyle: 'medium', timeStyle: 'short' }),
                },
              )}
            </p>
          )}
          <button type="button" className="button button-secondary button-small" onClick={onRate}>
            {say(rated ? 'history.detail.rateAgain' : 'history.detail.rate')}
          </button>
          {mine.map((review) => (
            <ReviewState key={review.id} review={review} data={data} />
          ))}
        </div>
      )}
    </article>
  );
}

/**
 * A call that was connected (answered, or talked): only its audio can be rated. A missed call
 * or one nobody picked up had none.
 */
function connected(entry: CachedCommunication): boolean {
  const full = entry.full;
  return (
    entry.kind === 'CallLog' &&
    full !== undefined &&
    (full.durationSec > 0 || (full.callAnswerTimeSec ?? 0) > 0)
  );
}

/** 2.3 roles as a participant line starts: "From Ann Lee · +31 6 1234 5678". */
const roleWords: Partial<Record<string, MessageKey>> = {
  rtFrom: 'history.detail.from',
  rtTo: 'history.detail.to',
};

function ReviewState({ review, data }: { review: QueuedReview; data: AccountData }) {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const text: Record<QueuedReview['state'], string> = {
    pending: say('history.review.pending'),
    sending: say('history.review.sending'),
    failed: review.sentence ?? say('history.review.refused'),
    uncertain: review.sentence ?? say('history.review.uncertain'),
  };
  const stuck = review.state === 'failed' || review.state === 'uncertain';
  return (
    <div className={stuck ? 'history-review history-review-error' : 'history-review'} role="status">
      <span>{text[review.state]}</span>
      {stuck && (
        <>
          {review.state === 'uncertain' && (
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => void data.outbox.retryReview(review.id)}
            >
              {say('history.review.sendAgain')}
            </button>
          )}
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void data.outbox.discardReview(review.id)}
          >
            {say('history.review.discard')}
          </button>
        </>
      )}
    </div>
  );
}
