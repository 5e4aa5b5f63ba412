/**
 * The browser's Web Audio AudioContext, which jsdom lacks, as the test environment provides it:
 * like a browser whose page nobody has used yet, a new context is 'suspended' until resume(),
 * and it tells 'statechange'. It plays nothing; each context keeps the frequencies of the tones
 * started on it, in order, and every context made is listed in `FakeAudioContext.created`.
 */
export class FakeAudioContext extends EventTarget {
  static readonly created: FakeAudioContext[] = [];
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 0;
  readonly destination = {};
  readonly tones: number[] = [];

  constructor() {
    super();
    FakeAudioContext.created.push(this);
  }

  private become(state: FakeAudioContext['state']): Promise<void> {
    if (this.state !== state && this.state !== 'closed') {
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
    return Promise.resolve();
  }

  resume = () => this.become('running');
  suspend = () => this.become('suspended');
  close = () => this.become('closed');

  createGain() {
    const gain = {
      value: 1,
      setValueAtTime: () => gain,
      exponentialRampToValueAtTime: () => gain,
    };
    return { gain, connect: <T>(next: T) => next };
  }

  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 440 },
      connect: <T>(next: T) => next,
      start: () => {
        if (this.state === 'running') this.tones.push(oscillator.frequency.value);
      },
      stop: () => undefined,
    };
    return oscillator;
  }
}
