import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode } from 'react';
import { type AccountData } from '../../data';
import { type QueuedReview } from '../../outbox';
import {
  duration,
  entryKind,
  fullDate,
  isRecorded,
  kindLabels,
  transcriptionStatus,
  transcriptionWords,
} from './format';
import { FavoriteStar } from '../favorites/FavoriteStar';
import { counterpartOf, participantName } from './counterpart';
import { kindIcons } from './kind-icons';

/**
 * The full representation of one entry (include=all), from the cache: works offline. Calls get
 * "Rate this call" and the state of a rating not yet confirmed.
 */
export function HistoryDetail({
  data,
  oid,
  onRate,
}: {
  data: AccountData;
  oid: string;
  onRate: () => void;
}) {
  const entry = useLiveQuery(() => data.cache.get(oid), [data, oid]);
  const reviews = useLiveQuery(() => data.outbox.reviews(), [data]);
  if (entry === undefined) return <p className="muted history-detail-empty">Loading…</p>;
  const kind = entryKind(entry);
  const full = entry.full;
  const isCall = entry.kind === 'CallLog';
  const facts: [string, ReactNode][] = [
    ['Kind', kindLabels[kind]],
    ['Date', fullDate(entry.item.date)],
  ];
  if (full && isCall) {
    facts.push(['Duration', duration(full.durationSec)]);
    facts.push([
      'Answer time',
      full.callAnswerTimeSec ? `${full.callAnswerTimeSec} s` : 'Not answered',
    ]);
    facts.push(['Hold time', duration(full.onHoldDuration ?? 0)]);
  }
  if (isCall) {
    facts.push(['Recording', isRecorded(entry) ? 'Recorded' : 'Not recorded']);
    const transcription = transcriptionStatus(entry);
    facts.push([
      'Transcription',
      transcription ? transcriptionWords(transcription).detail : 'None',
    ]);
  }
  const mine = reviews?.filter((r) => r.callId === entry.oid) ?? [];
  return (
    <article className="history-detail" aria-labelledby="history-detail-title">
      <header className="history-detail-head">
        <span className={`history-kind history-kind-${kind}`}>{kindIcons[kind]}</span>
        <div>
          <h2 id="history-detail-title">{counterpartOf(entry).label}</h2>
          {entry.item.subject && <p className="history-detail-subject">{entry.item.subject}</p>}
        </div>
      </header>
      <dl className="history-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {full && full.participants.length > 0 && (
        <section aria-label="Participants">
          <h3>Participants</h3>
          <ul className="history-list-plain">
            {full.participants.map((p) => (
              <li key={p.oid}>
                {roleWords.has(p.role) && <span className="muted">{roleWords.get(p.role)} </span>}
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
            ))}
          </ul>
        </section>
      )}
      {full?.attachments && full.attachments.length > 0 && (
        <section aria-label="Attachments">
          <h3>Attachments</h3>
          <ul className="history-list-plain">
            {full.attachments.map((a) => (
              <li key={a.oid}>{a.commonName}</li>
            ))}
          </ul>
        </section>
      )}
      {full?.contents?.content && !isCall && (
        <section aria-label="Message">
          <h3>Message</h3>
          <p className="history-content">{full.contents.content}</p>
        </section>
      )}
      {!full && (
        <p className="muted">The full details of this entry are not on this computer yet.</p>
      )}
      {isCall && (
        <div className="history-rate">
          <button type="button" className="button button-secondary button-small" onClick={onRate}>
            Rate this call
          </button>
          {mine.map((review) => (
            <ReviewState key={review.id} review={review} data={data} />
          ))}
        </div>
      )}
    </article>
  );
}

/** 2.3 roles as a participant line starts: "From Ann Lee · +31 6 1234 5678". */
const roleWords = new Map([
  ['rtFrom', 'From'],
  ['rtTo', 'To'],
]);

function ReviewState({ review, data }: { review: QueuedReview; data: AccountData }) {
  const text: Record<QueuedReview['state'], string> = {
    pending: 'Your rating will be sent when the server can be reached.',
    sending: 'Sending your rating…',
    failed: review.sentence ?? 'Your rating was refused.',
    uncertain: review.sentence ?? 'Switchboard could not confirm that your rating arrived.',
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
              Send again
            </button>
          )}
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void data.outbox.discardReview(review.id)}
          >
            Discard
          </button>
        </>
      )}
    </div>
  );
}
