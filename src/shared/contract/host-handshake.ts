/**
 * The browser host's WebSocket handshake, which both ends spell the same way: the page offers
 * the bridge's subprotocol with the launch secret (once, prefixed) or the token it was traded
 * for; the host checks them (src/main/browser-host/host-auth.ts) and answers with the protocol.
 */
export const bridgeProtocol = 'switchboard.v1';
/** Marks the launch secret among the offered subprotocols (tokens carry their own prefix). */
export const launchSecretPrefix = 'sbs.';
