import { useEffect, useState } from 'react';
import type { LocationHistory } from '@rahti/domain';
import { positionAt } from './replay';

/** The replay runs this many times faster than the drive: an hour in about six seconds. */
const REPLAY_SPEED = 600;
const TICK_MS = 100;

/**
 * The replay of a track: the instant shown (within the track), where the vehicle was then, and
 * play/pause. A new track starts again from its first position.
 */
export function useReplay(track: LocationHistory['track'], fallback: number) {
  const first = track[0]?.[0] ?? fallback;
  const last = track.at(-1)?.[0] ?? fallback;
  const [at, setAt] = useState(first);
  const [playing, setPlaying] = useState(false);
  const instant = Math.min(Math.max(at, first), last);

  useEffect(() => {
    setAt(first);
    setPlaying(false);
  }, [first]);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setAt((current) => (current >= last ? current : Math.min(last, current + REPLAY_SPEED * TICK_MS))),
      TICK_MS,
    );
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (instant >= last) setPlaying(false);
  }, [instant, last]);

  return {
    first,
    last,
    instant,
    where: positionAt(track, instant),
    playing,
    /** Play from the start when at the end; otherwise play or pause. */
    toggle() {
      if (instant >= last) {
        setAt(first);
        setPlaying(true);
      } else setPlaying((on) => !on);
    },
    seek(value: number) {
      setPlaying(false);
      setAt(value);
    },
  };
}
export type Replay = ReturnType<typeof useReplay>;
