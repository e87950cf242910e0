import { createStore } from 'zustand/vanilla';
import { createBridge, unwrapApi, type Api } from '../shared/contract';
import { createWebSocketTransport, type HostConnection } from './ws-transport';

/**
 * The one place the renderer reaches main: Electron's preload put `window.api` here; in the
 * browser host there is none, so the same bridge is built over the host's WebSocket.
 */
export const hostConnection = createStore<{ state: HostConnection }>(() => ({
  state: window.api ? 'open' : 'connecting',
}));

const wire =
  window.api ??
  createBridge(createWebSocketTransport((state) => hostConnection.setState({ state })));

export const api: Api = unwrapApi(wire);

// Browser host only: main cannot reach the OS shell from there, so the page opens the link.
api.on('host.openUrl', ({ url }) => {
  if (/^(https:|mailto:|tel:)/.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
});
api.on('host.notify', ({ title, body }) => {
  if ('Notification' in window && Notification.permission === 'granted')
    new Notification(title, { body });
});
