/**
 * The board's new-order alert: three bright rising-and-falling tones, about a second long, made
 * with Web Audio (no file to download). Distinct from any page sound, loud enough for a kitchen.
 */

/** The alert's notes: frequency (Hz) and start (s) from the alert's start. */
const NOTES = [
  { frequency: 880, at: 0 },
  { frequency: 1175, at: 0.28 },
  { frequency: 880, at: 0.56 },
] as const;
const NOTE_SECONDS = 0.24;
const PEAK_GAIN = 0.5;

export function playAlert(context: AudioContext): void {
  const start = context.currentTime;
  for (const { frequency, at } of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const from = start + at;
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, from + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, from + NOTE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(from);
    oscillator.stop(from + NOTE_SECONDS + 0.01);
  }
}
