/**
 * Resolves once the renderer is idle (no frame or input waiting), or after `timeoutMs` at the
 * latest; without idle callbacks (tests, old hosts), on the next task. For work that should
 * never take a frame's time: it waits for the gaps between frames.
 */
export function nextIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in globalThis)
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
