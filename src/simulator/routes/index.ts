import { type GuestHandlers, type Handlers } from '../context';
import { attachmentHandlers } from './attachments';
import { channelHandlers } from './channels';
import { chatBodyCodes, chatHandlers } from './chats';
import { chatGroupHandlers } from './chat-groups';
import { liveHandlers } from '../live/routes';
import { communicationActionHandlers } from './communication-actions';
import { communicationHandlers } from './communications';
import { communicationRecentHandlers } from './communications-recent';
import { deviceHandlers } from './device';
import { mePhoneHandlers } from './me-phone';
import { phoneHandlers } from './phone';
import { presenceHandlers } from './presence';
import { scheduleHandlers } from './schedules';
import { sessionGuestHandlers, sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { tenantHandlers } from './tenants';
import { userHandlers } from './users';

export const guestHandlers: GuestHandlers = sessionGuestHandlers;

/** One handler per operation of the table; the type makes a missing one a compile error. */
export const handlers: Handlers = {
  ...sessionHandlers,
  ...communicationHandlers,
  ...communicationRecentHandlers,
  ...communicationActionHandlers,
  ...mePhoneHandlers,
  ...chatHandlers,
  ...chatGroupHandlers,
  ...attachmentHandlers,
  ...tenantHandlers,
  ...userHandlers,
  ...presenceHandlers,
  ...phoneHandlers,
  ...scheduleHandlers,
  ...settingsHandlers,
  ...liveHandlers,
  ...deviceHandlers,
  ...channelHandlers,
};

export const bodyCodes = chatBodyCodes;
