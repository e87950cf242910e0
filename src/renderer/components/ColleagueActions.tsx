import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api, type Colleague } from '../../shared/contract';
import { smsNumber } from '../../shared/interface';
import { CacheError } from '../cache/cache-error';
import { CallButton } from './CallButton';
import { icons } from './icons';
import { type Referable } from '../directory/favorite-changes-model';
import { useAppStore } from '../state/app-store';
import { failureSentence } from './failure-sentence';
import { FavoriteRefusals } from './FavoriteRefusals';
import { type FavoritesView } from '../data/use-favorites';
import { usePlaceCall } from './use-place-call';
import { SmsButton } from './SmsButton';

type Note = { text: string; error: boolean };

/**
 * What one can do with a colleague (People, Favorites): call them (the PBX rings the user's own
 * phone first, then their number or extension), send them an SMS at that number, start or open
 * the chat with them (the one-to-one session the server already has, reused), add or remove them
 * as a favorite, copy their number or e-mail address. Each outcome is said in the status line
 * under the buttons.
 */
export function ColleagueActions({
  api,
  favorites,
  referable,
  colleague,
  refusals = true,
}: {
  api: Api;
  favorites: FavoritesView;
  referable: Referable;
  /** The colleague behind the favorite, when it is one (contacts have no chat or line). */
  colleague?: Colleague | undefined;
  /** Say here why a change to this person's favorite was refused (Favorites lists them itself). */
  refusals?: boolean;
}) {
  const intl = useIntl();
  const openChat = useAppStore((s) => s.openChat);
  const [note, setNote] = useState<Note>();
  const [opening, setOpening] = useState(false);
  const name = referable.name;
  const favorite = favorites.isFavorite(referable.oid);
  const person = colleague?.person;
  const phoneNumber = colleague?.number ?? colleague?.extension;
  const { calling, call } = usePlaceCall(setNote);

  const message = async () => {
    if (!person) return;
    setOpening(true);
    setNote(undefined);
    try {
      const chat = await api.people.chatSession({ person });
      openChat({ session: chat.session, name });
    } catch (error) {
      setNote({ text: failureSentence(error), error: true });
      setOpening(false);
    }
  };

  const toggleFavorite = () => {
    setNote(undefined);
    (favorite ? favorites.remove(referable) : favorites.add(referable)).catch((error: unknown) =>
      setNote({
        text: error instanceof CacheError ? error.sentence : failureSentence(error),
        error: true,
      }),
    );
  };

  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () =>
        setNote({
          text: intl.formatMessage({ id: 'people.action.copied' }, { text }),
          error: false,
        }),
      () => setNote({ text: intl.formatMessage({ id: 'people.action.copyFailed' }), error: true }),
    );
  };

  return (
    <div className="person-actions">
      <div className="person-buttons">
        {phoneNumber && (
          <CallButton name={name} calling={calling} onCall={() => void call(phoneNumber, name)} />
        )}
        {phoneNumber && smsNumber(phoneNumber) !== undefined && (
          <SmsButton name={name} number={phoneNumber} person={person} onNote={setNote} />
        )}
        {person && (
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => void message()}
            disabled={opening}
            aria-label={intl.formatMessage({ id: 'people.action.message.label' }, { name })}
          >
            {icons.conversations}
            {intl.formatMessage({
              id: opening ? 'people.action.opening' : 'people.action.message',
            })}
          </button>
        )}
        {favorites.available && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={toggleFavorite}
          >
            <span className={favorite ? 'star star-on' : 'star'}>{icons.favorites}</span>
            {intl.formatMessage({
              id: favorite ? 'people.action.removeFavorite' : 'people.action.addFavorite',
            })}
          </button>
        )}
        {colleague?.number && (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => copy(colleague.number ?? '')}
          >
            {intl.formatMessage({ id: 'people.action.copyNumber' })}
          </button>
        )}
        {colleague?.email && (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => copy(colleague.email ?? '')}
          >
            {intl.formatMessage({ id: 'people.action.copyEmail' })}
          </button>
        )}
      </div>
      <p role="status" className={note?.error ? 'person-note person-note-error' : 'person-note'}>
        {note?.text}
      </p>
      {refusals && <FavoriteRefusals favorites={favorites} referable={referable.oid} />}
    </div>
  );
}
