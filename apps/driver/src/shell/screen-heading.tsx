import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's level-1 heading, focused when the screen opens, so a screen reader starts reading
 * the new screen rather than staying on the button that opened it.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-heading">
      {children}
    </h1>
  );
}
