import {
  type UpdateFailure,
  type UpdateRestartResult,
  type UpdateState,
} from '../../shared/contract/update-calls';
import { type Formatter, type MessageKey } from '../../shared/i18n';
import { dayLabel, timeLabel } from '../state/thread-model';

const failures: Record<UpdateFailure, MessageKey> = {
  unreachable: 'updates.failure.unreachable',
  malformed: 'updates.failure.malformed',
  checksum: 'updates.failure.checksum',
  signature: 'updates.failure.signature',
  failed: 'updates.failure.failed',
};

const unsupported: Record<NonNullable<UpdateState['unsupportedReason']>, MessageKey> = {
  'browser-host': 'updates.unsupported.browserHost',
  development: 'updates.unsupported.development',
  'package-manager': 'updates.unsupported.packageManager',
};

const refusals: Record<Exclude<UpdateRestartResult['outcome'], 'restarting'>, MessageKey> = {
  'in-call': 'updates.restart.inCall',
  'nothing-ready': 'updates.restart.nothingReady',
  unsupported: 'updates.restart.unsupported',
};

/**
 * Where the updater is, as one sentence in the UI's language; the last check's time as the chat
 * writes days ("Today, 14:05"), relative to `now`.
 */
export function updateSentence(intl: Formatter, state: UpdateState, now: number): string {
  const { status } = state;
  switch (status.phase) {
    case 'idle':
      return intl.formatMessage({ id: 'updates.status.idle' });
    case 'checking':
      return intl.formatMessage({ id: 'updates.status.checking' });
    case 'current': {
      if (!state.lastCheckedAt) return intl.formatMessage({ id: 'updates.status.current' });
      const at = Date.parse(state.lastCheckedAt);
      return intl.formatMessage(
        { id: 'updates.status.currentChecked' },
        { day: dayLabel(intl, at, now), time: timeLabel(intl, at) },
      );
    }
    case 'downloading':
      return intl.formatMessage(
        { id: 'updates.status.downloading' },
        {
          version: status.version,
          percent: intl.formatNumber(Math.floor(status.percent) / 100, { style: 'percent' }),
        },
      );
    case 'ready':
      return intl.formatMessage({ id: 'updates.status.ready' }, { version: status.version });
    case 'failed':
      return intl.formatMessage({ id: failures[status.failure] });
  }
}

/** Why this copy does not update itself; without a reason, only that it does not. */
export function unsupportedSentence(intl: Formatter, state: UpdateState): string {
  const reason = state.unsupportedReason;
  return intl.formatMessage({ id: reason ? unsupported[reason] : 'updates.restart.unsupported' });
}

/** What main answered "Restart to update" with, when it is not restarting. */
export function restartRefusal(
  intl: Formatter,
  outcome: Exclude<UpdateRestartResult['outcome'], 'restarting'>,
): string {
  return intl.formatMessage({ id: refusals[outcome] });
}
