/**
 * ISO timestamps that never repeat or go backwards within this process, so "newest first"
 * orders two orders placed in the same millisecond correctly.
 */
let last = 0;

export function timestamp(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
