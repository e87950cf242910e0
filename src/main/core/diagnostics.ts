import { arch, release } from 'node:os';
import { type About, type UpdateState } from '../../shared/contract';
import { forLog } from '../common/logger';

/** The versions and platform this copy runs on (`app.about`). */
export function aboutThisCopy(version: string): About {
  const { electron, chrome, node } = process.versions;
  return {
    version,
    ...(electron !== undefined && { electron }),
    ...(chrome !== undefined && { chrome }),
    node,
    platform: process.platform,
    arch: arch(),
    osRelease: release().slice(0, 128),
  };
}

/** Names whose value is a secret wherever they appear as `name=value`, `name: value` or JSON. */
const secretNames =
  'access[_-]?token|refresh[_-]?token|renewal[_-]?token|token|password|passwd|pwd|secret|' +
  'api[_-]?key|apikey|ticket|session[_-]?id|cookie|set-cookie|authentication|authorization';
/** `authorization: xelion abc`, `"password":"x y"`, `token=abc`: the name kept, the value gone. */
const namedSecret = new RegExp(
  `(["']?\\b(?:${secretNames})\\b["']?\\s*[:=]\\s*)(?:"[^"]*"|'[^']*'|(?:[A-Za-z]+\\s+)?[^\\s,;&}'"]+)`,
  'gi',
);
const bearer = /\b(bearer|xelion|basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** What looks like a token on its own: a long unbroken run of base64, hex or JWT characters. */
const opaque = /[A-Za-z0-9_+/=.-]{40,}/g;

/**
 * Text safe to paste into a support request, whoever wrote it: every URL cut to its scheme and
 * host (no path, query or `user:password@`), the value after any secret's name, `Bearer …` and
 * the platform's `xelion …` credentials, and long token-like runs removed, control characters
 * escaped. The log's lines passed `forLog` already; this is the second gate, for what a line
 * carried that was not a URL.
 */
export function redactForSupport(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      forLog(line)
        .replace(bearer, '$1 [redacted]')
        .replace(namedSecret, '$1[redacted]')
        .replace(opaque, '[redacted]'),
    )
    .join('\n');
}

function updateLines(state: UpdateState): string[] {
  const { status } = state;
  const phase =
    status.phase === 'downloading'
      ? `downloading ${status.version} (${status.percent}%)`
      : status.phase === 'ready'
        ? `ready: ${status.version}`
        : status.phase === 'failed'
          ? `failed: ${status.failure}`
          : status.phase;
  // One line each: a URL's cut runs to the next space, so nothing may follow it on its line.
  return [
    `Updates: ${state.supported ? 'self-updating' : `not self-updating (${state.unsupportedReason ?? '?'})`}`,
    `Update channel: ${state.channel}`,
    `Update status: ${phase}`,
    `Last checked: ${state.lastCheckedAt ?? 'never'}`,
    `Update feed: ${state.customFeedUrl ?? "the build's own"}`,
  ];
}

/** The longest text `app.diagnostics` answers (its contract's bound). */
const DIAGNOSTICS_MAX = 200_000;

/** A support request's text: versions, platform, the updater's state, the latest log lines. */
export function diagnosticsText(options: {
  about: About;
  host: string;
  updates: UpdateState;
  logLines: readonly string[];
}): string {
  const { about, updates, logLines } = options;
  const runtime = [
    about.electron && `Electron ${about.electron}`,
    about.chrome && `Chrome ${about.chrome}`,
    `Node ${about.node}`,
  ].filter(Boolean);
  const text = [
    `Switchboard ${about.version} (${options.host} host)`,
    runtime.join(', '),
    `${about.platform} ${about.arch}, OS release ${about.osRelease}`,
    ...updateLines(updates),
    '',
    `Latest log lines (${logLines.length}):`,
    ...logLines,
  ].join('\n');
  return redactForSupport(text).slice(0, DIAGNOSTICS_MAX);
}
