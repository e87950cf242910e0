/** The signed-in account's local data, wired to the bridge: see README.md. */
export {
  openAccountData,
  accountOf,
  discardCache,
  LIVE_SYNC_INTERVAL_MS,
  POLL_INTERVAL_MS,
  type AccountData,
  type OpenAccountDataOptions,
} from './account-data';
export {
  AccountDataProvider,
  useAccountData,
  useReadyAccountData,
  type AccountDataState,
} from './AccountDataProvider';
export { ServerClock } from './server-clock';
export { usePresence } from './use-presence';
export { createServerPort, type PortObserver } from './server-port-adapter';
