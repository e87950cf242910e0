/** Start of the second `ms` falls in. */
export function floorToSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
