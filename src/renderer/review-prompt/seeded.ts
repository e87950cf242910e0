/**
 * Deterministic randomness. `seededUnit(seed, key)` is a number in [0, 1) fixed by the seed and
 * the key: the same call always draws the same number, so offering it again (after a deferral, a
 * restart, or a change to its record) cannot roll the dice twice and raise the rate.
 */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed 32-bit generator. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededUnit(seed: number, key: string): number {
  return mulberry32(fnv1a32(`${seed}:${key}`))();
}
