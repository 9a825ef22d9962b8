import type { LocalShift } from './driver-db';
import type { PositionRecorder, PositionRecorderDeps } from './position-recorder';

/**
 * The position recorder, loaded with the first shift this phone records rather than in the app's
 * first load (decision 0012). Until then it only remembers to load; if the code cannot be loaded
 * (an update replaced the app's files mid-session) it says so and tries again at the next change.
 */
export class DeferredPositionRecorder {
  private recorder: PositionRecorder | undefined;
  /** Set while the recorder's code loads, so waiting for quiet can wait for it too. */
  loading: Promise<void> | undefined;

  constructor(
    private readonly deps: PositionRecorderDeps,
    /** The shift to follow now (none before the store has started). */
    private readonly followed: () => LocalShift | undefined,
    private readonly onUnavailable: () => void,
  ) {}

  follow(ongoing: LocalShift | undefined): void {
    if (this.recorder) this.recorder.follow(ongoing);
    else if (ongoing) this.loading ??= this.load();
  }

  private async load(): Promise<void> {
    const loaded = await import('./position-recorder').catch(() => undefined);
    this.loading = undefined;
    if (!loaded) return this.onUnavailable();
    this.recorder = new loaded.PositionRecorder(this.deps);
    this.recorder.follow(this.followed());
  }
}
