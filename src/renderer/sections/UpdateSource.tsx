import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import {
  updateChannelSchema,
  type UpdateChannel,
  type UpdateState,
} from '../../shared/contract/update-calls';
import { type MessageKey } from '../../shared/i18n';
import { ErrorMessage } from '../components/ErrorMessage';
import { FieldFrame, fieldDescription } from '../components/FieldFrame';
import { sentenceOf } from '../components/describe-error';
import { setUpdateChannel, setUpdateFeed } from '../state/update-actions';

const channelLabels: Record<UpdateChannel, MessageKey> = {
  stable: 'updates.channel.stable',
  beta: 'updates.channel.beta',
};

/** An https address, or empty for the build's own feed; anything else is not saved. */
function feedOf(typed: string): string | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  try {
    return new URL(text).protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where updates come from: the channel (stable releases, or pre-releases too) and the company's
 * own mirror of the feed. A refused address stays in the field as typed, with the reason under it.
 */
export function UpdateSource({ api, state }: { api: Api; state: UpdateState }) {
  const intl = useIntl();
  const ids = useId();
  const [channelError, setChannelError] = useState<string | null>(null);
  const [typed, setTyped] = useState(state.customFeedUrl ?? '');
  // A rule the address breaks, kept as a key (worded at each render), or the server's sentence.
  const [feedError, setFeedError] = useState<{ key: MessageKey } | { sentence: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const chooseChannel = (channel: UpdateChannel) => {
    setChannelError(null);
    setUpdateChannel(api, channel).catch((e: unknown) => setChannelError(sentenceOf(e)));
  };

  const saveFeed = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const url = feedOf(typed);
    if (url === undefined) {
      setFeedError({ key: 'updates.feed.invalid' });
      return;
    }
    setFeedError(null);
    setSaving(true);
    setUpdateFeed(api, url)
      .then(() => setSaved(true))
      .catch((e: unknown) => setFeedError({ sentence: sentenceOf(e) }))
      .finally(() => setSaving(false));
  };

  const feedHint = intl.formatMessage({ id: 'updates.feed.hint' });
  const feedSentence =
    feedError &&
    ('key' in feedError ? intl.formatMessage({ id: feedError.key }) : feedError.sentence);

  return (
    <>
      <div className="field">
        <span className="field-label" id={`${ids}-channel`}>
          {intl.formatMessage({ id: 'updates.channel' })}
        </span>
        <div
          className="segmented"
          role="radiogroup"
          aria-labelledby={`${ids}-channel`}
          aria-describedby={`${ids}-channel-hint`}
        >
          {updateChannelSchema.options.map((channel) => (
            <label key={channel} className="segment">
              <input
                type="radio"
                name="update-channel"
                value={channel}
                checked={state.channel === channel}
                onChange={() => chooseChannel(channel)}
              />
              <span>{intl.formatMessage({ id: channelLabels[channel] })}</span>
            </label>
          ))}
        </div>
        <span className="hint" id={`${ids}-channel-hint`}>
          {intl.formatMessage({ id: 'updates.channel.hint' })}
        </span>
        <ErrorMessage message={channelError} />
      </div>
      <form className="update-feed" noValidate onSubmit={saveFeed}>
        <FieldFrame
          id={`${ids}-feed`}
          label={intl.formatMessage({ id: 'updates.feed' })}
          hint={feedHint}
          error={feedSentence ?? undefined}
        >
          <input
            id={`${ids}-feed`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setSaved(false);
            }}
            {...fieldDescription(`${ids}-feed`, feedHint, feedSentence ?? undefined)}
          />
        </FieldFrame>
        <div className="update-feed-actions">
          <button type="submit" className="button button-secondary" disabled={saving}>
            {intl.formatMessage({ id: 'updates.feed.save' })}
          </button>
          <span role="status" className="update-note">
            {saved && intl.formatMessage({ id: 'updates.feed.saved' })}
          </span>
        </div>
      </form>
    </>
  );
}
