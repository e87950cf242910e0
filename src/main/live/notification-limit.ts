export interface NotificationLimitOptions {
  /** Notifications passed at once after a quiet spell. */
  burst: number;
  /** Notifications passed per second after a burst. */
  perSecond: number;
  now: () => number;
  /** Called once after the limit held some back, when it passes them again. */
  onResume: () => void;
}

export interface NotificationLimit {
  /** Whether one more notification may be handed on now. */
  take(): boolean;
  dispose(): void;
}

/**
 * A token bucket over the notifications handed to the renderer. Each one can make the local
 * data read from the server; a server (or a hostile one) that floods the socket must not queue
 * those reads ahead of the user's own sends. What it holds back is not lost: once it passes
 * notifications again, `onResume` asks for one catch-up, which reads what changed.
 */
export function createNotificationLimit(options: NotificationLimitOptions): NotificationLimit {
  const { burst, perSecond, now } = options;
  let tokens = burst;
  let at = now();
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;

  const refill = () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
    at = t;
  };

  return {
    take() {
      refill();
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      // Once a whole token is back, the flood may be over: one catch-up then.
      resumeTimer ??= setTimeout(
        () => {
          resumeTimer = undefined;
          options.onResume();
        },
        Math.ceil(((1 - tokens) / perSecond) * 1000),
      );
      return false;
    },
    dispose() {
      clearTimeout(resumeTimer);
      resumeTimer = undefined;
    },
  };
}
