import { type MessageKey } from './catalogues';

// react-intl and @formatjs/intl check every `formatMessage({ id })` against the catalogue's keys.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
