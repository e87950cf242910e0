import { type Handlers } from '../handler-registry';
import { adminHandlers } from './admin';
import { appHandlers } from './app';
import { callLinkHandlers } from './call-links';
import { callSettingsHandlers } from './call-settings';
import { chatHandlers } from './chat';
import { chatGroupHandlers } from './chat-groups';
import { connectivityHandlers } from './connectivity';
import { desktopHandlers } from './desktop';
import { type HandlerContext } from './context';
import { historyHandlers } from './history';
import { linkHandlers } from './links';
import { liveHandlers } from './live';
import { meHandlers } from './me';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { phoneHandlers } from './phone';
import { readStateHandlers } from './read-state';
import { sessionHandlers } from './session';
import { smsHandlers } from './sms';
import { statusHandlers } from './status';
import { updateHandlers } from './updates';
import { voicemailHandlers } from './voicemail';
import { webPageHandlers } from './webpages';

/** Every domain's handlers; `satisfies Handlers` fails to compile when a contract call has none. */
export function createHandlers(context: HandlerContext): Handlers {
  return {
    ...appHandlers(context),
    ...sessionHandlers(context),
    ...meHandlers(context),
    ...connectivityHandlers(context),
    ...linkHandlers(context),
    ...chatHandlers(context),
    ...chatGroupHandlers(context),
    ...historyHandlers(context),
    ...adminHandlers(context),
    ...liveHandlers(context),
    ...readStateHandlers(context),
    ...peopleHandlers(context),
    ...phoneHandlers(context),
    ...callLinkHandlers(context),
    ...statusHandlers(context),
    ...callSettingsHandlers(context),
    ...voicemailHandlers(context),
    ...smsHandlers(context),
    ...webPageHandlers(context),
    ...desktopHandlers(context),
    ...notificationHandlers(context),
    ...updateHandlers(context),
  } satisfies Handlers;
}

export { type HandlerContext } from './context';
