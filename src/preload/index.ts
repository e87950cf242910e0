import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  callChannel,
  createBridge,
  eventChannel,
  isCallName,
  type BridgeTransport,
} from '../shared/contract';

/**
 * The whole preload: the contract's calls and event subscriptions on `window.api`, carried by
 * IPC. `ipcRenderer` itself never reaches the page, nor does the IPC event object (whose
 * `sender` is ipcRenderer): listeners receive the payload only.
 */
export const ipcTransport: BridgeTransport = {
  invoke(call, args) {
    if (!isCallName(call)) return Promise.reject(new TypeError('Unknown call'));
    return ipcRenderer.invoke(callChannel(call), args) as Promise<unknown>;
  },
  subscribe(event, listener) {
    const channel = eventChannel(event);
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
};

contextBridge.exposeInMainWorld('api', createBridge(ipcTransport));
