import { app } from 'electron';
import { CALL_LINK_SCHEMES, isCallLink } from '../../shared/call-link';
import { type CallLinkClaim } from '../platform/desktop';

/**
 * Switchboard as the system's app for call links, switched in Settings (never claimed
 * unasked: the user may have another softphone). The installers declare the schemes
 * (electron-builder.json `protocols`), so the system offers Switchboard for them too.
 */
export function createCallLinkClaim(): CallLinkClaim {
  return {
    get: () => CALL_LINK_SCHEMES.every((scheme) => app.isDefaultProtocolClient(scheme)),
    set(on) {
      // Every scheme is tried, whatever one answered.
      const results = CALL_LINK_SCHEMES.map((scheme) =>
        on ? app.setAsDefaultProtocolClient(scheme) : app.removeAsDefaultProtocolClient(scheme),
      );
      return results.every(Boolean);
    },
  };
}

/**
 * The call link in a start's arguments: Windows and Linux start the app with the link as an
 * argument (a second start hands its arguments to the first, `second-instance`).
 */
export function callLinkIn(argv: readonly string[]): string | undefined {
  return argv.find(isCallLink);
}
