/** The typed renderer ↔ main contract: calls, events, result envelopes and the bridge factory. */
export * from './ipc-contract';
export * from './bridge-error';
export * from './create-bridge';
export * from './log-rows';
export * from './host-handshake';
export { unreadCountSchema, type DesktopFeatures, type DesktopState } from './desktop-calls';
export {
  MARK_SEEN_AT_ONCE,
  MAX_CHAINS,
  type CommunicationPage,
  type HistorySearch,
} from './history-calls';
export { type LiveNotification, type LiveStatus } from './live-calls';
export { type CurrentCall, type CurrentCalls } from './phone-calls';
export { type MyStatus } from './status-calls';
export {
  updateChannelSchema,
  type About,
  type UpdateChannel,
  type UpdateFailure,
  type UpdatePhase,
  type UpdateRestartResult,
  type UpdateState,
} from './update-calls';
export { SMS_TEXT_LIMIT, type SmsSendArgs } from './sms-calls';
export {
  callSettingsRules,
  callSettingsValuesSchema,
  ringFirstPhones,
  ringFirstSchema,
  type CallSettings,
  type CallSettingsRule,
  type CallSettingsValues,
  type RingFirst,
} from './call-settings-calls';
export {
  type Colleague,
  type ColleagueWhere,
  type Favorite,
  type FavoriteChangeOp,
  type PresenceEntry,
  type WebPage,
  type WebPageProbe,
  type WebViewState,
} from './people-calls';
