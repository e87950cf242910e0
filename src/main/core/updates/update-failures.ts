import { type UpdateFailure } from '../../../shared/contract';

/**
 * electron-updater's error codes (`newError(message, code)` of builder-util-runtime) by what they
 * mean to the user. A feed that answers 404 is "cannot be reached" as much as a refused port: in
 * both the address or the network is what to check.
 */
const failureByCode: Readonly<Record<string, UpdateFailure>> = {
  ERR_CHECKSUM_MISMATCH: 'checksum',
  ERR_UPDATER_INVALID_SIGNATURE: 'signature',
  ERR_UPDATER_INVALID_UPDATE_INFO: 'malformed',
  ERR_UPDATER_INVALID_VERSION: 'malformed',
  ERR_UPDATER_INVALID_RELEASE_FEED: 'malformed',
  ERR_UPDATER_NO_FILES_PROVIDED: 'malformed',
  ERR_UPDATER_NO_CHECKSUM: 'malformed',
  ERR_UPDATER_ASSET_NOT_FOUND: 'malformed',
  ERR_UPDATER_CHANNEL_FILE_NOT_FOUND: 'unreachable',
  ERR_UPDATER_LATEST_VERSION_NOT_FOUND: 'unreachable',
  ERR_UPDATER_NO_PUBLISHED_VERSIONS: 'unreachable',
  ERR_UPDATER_RELEASE_NOT_FOUND: 'unreachable',
};

/** Node's socket and name errors: the feed's host could not be reached. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'CERT_HAS_EXPIRED',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * What went wrong, as the contract's failure code, for any error an engine throws: electron-updater's
 * own codes first, then Node's network codes, an HTTP status (its `HttpError`), Electron's
 * `net::ERR_…` messages, a YAML parser's, the sha512 mismatch and a macOS code-signature refusal
 * by their words (Squirrel.Mac's errors carry no code electron-updater sets).
 */
export function updateFailureOf(error: unknown): UpdateFailure {
  const code = codeOf(error);
  if (code !== undefined) {
    const known = failureByCode[code];
    if (known) return known;
    if (networkCodes.has(code)) return 'unreachable';
  }
  if (!(error instanceof Error)) return 'failed';
  if ('statusCode' in error && typeof error.statusCode === 'number') return 'unreachable';
  const { name, message } = error;
  if (name === 'YAMLException') return 'malformed';
  if (/sha512 checksum mismatch/i.test(message)) return 'checksum';
  if (/code signature|not signed by the application owner/i.test(message)) return 'signature';
  if (/\bnet::ERR_/.test(message)) return 'unreachable';
  return 'failed';
}
