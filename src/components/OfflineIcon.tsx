/** A struck-through signal: what the shop shows beside 'You are offline' (menu notice, checkout). */
export function OfflineIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
      <path d="M3 3l18 18" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
    </svg>
  );
}
