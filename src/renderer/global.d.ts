import { type WireApi } from '../shared/contract';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host, where bridge.ts builds it. */
    readonly api?: WireApi;
  }
}
