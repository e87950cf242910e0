import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { useAppStore } from '../../state/app-store';
import { linkify } from './linkify';

/**
 * A message's text as React text nodes (never HTML). Links open in the system browser through
 * main's `links.open`, which validates them like every external link; the app window never
 * navigates. Each link is its own left-to-right isolate: no control character or right-to-left
 * text around it can reorder what it shows, so the address read is the address opened. A call
 * link (`tel:`, `callto:`, `sip:`) opens "Call a number" with its number, to confirm.
 */
export function MessageText({ api, text }: { api: Api; text: string }) {
  const intl = useIntl();
  const openDialer = useAppStore((s) => s.openDialer);
  return (
    <p className="message-text" dir="auto">
      {linkify(text).map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : piece.kind === 'call' ? (
          <a
            key={i}
            dir="ltr"
            href={`tel:${piece.number}`}
            title={intl.formatMessage({ id: 'call.link.title' }, { number: piece.number })}
            onClick={(event) => {
              event.preventDefault();
              openDialer(piece.number);
            }}
          >
            {piece.text}
          </a>
        ) : (
          <a
            key={i}
            dir="ltr"
            href={piece.url}
            rel="noreferrer noopener"
            onClick={(event) => {
              event.preventDefault();
              void api.links.open({ url: piece.url }).catch(() => {});
            }}
          >
            {piece.text}
          </a>
        ),
      )}
    </p>
  );
}
