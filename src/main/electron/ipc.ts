import { type IpcMainInvokeEvent, type WebContents, ipcMain } from 'electron';
import { callChannel, callNames, eventChannel } from '../../shared/contract';
import { type AppCore } from '../core/app-core';
import { isAppUrl } from './app-protocol';

/**
 * Carries the contract over Electron IPC: one `ipcMain.handle` per call, all through the core's
 * registry, whose sender check accepts only the top frame of one of our windows showing our app.
 */
export function isTrustedIpcSender(
  event: IpcMainInvokeEvent,
  ourContents: ReadonlySet<WebContents>,
): boolean {
  const frame = event.senderFrame;
  if (!frame || !ourContents.has(event.sender)) return false;
  if (frame !== event.sender.mainFrame) return false;
  return isAppUrl(frame.url);
}

export function registerIpc(core: AppCore, ourContents: ReadonlySet<WebContents>): () => void {
  const registry = core.createRegistry<IpcMainInvokeEvent>((event) =>
    isTrustedIpcSender(event, ourContents),
  );
  for (const name of callNames) {
    ipcMain.handle(callChannel(name), (event, args: unknown) =>
      registry.dispatch(name, args, event),
    );
  }
  const unsubscribe = core.events.subscribe((name, payload) => {
    for (const contents of ourContents) {
      if (!contents.isDestroyed()) contents.send(eventChannel(name), payload);
    }
  });
  return () => {
    unsubscribe();
    for (const name of callNames) ipcMain.removeHandler(callChannel(name));
  };
}
