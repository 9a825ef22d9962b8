import type { ReactNode } from 'react';

const ROLES = { polite: 'status', urgent: 'alert', none: undefined } as const;

interface StatusBannerProps {
  tone: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
  /** A button beside the text (Undo, Dismiss, Try again). */
  action?: ReactNode;
  /**
   * How a screen reader hears a change: `urgent` interrupts (a problem that needs the driver
   * now), `none` for banners in a list that is announced as a whole.
   */
  announce?: keyof typeof ROLES;
}

/** A message with a coloured edge; the words carry the meaning, the colour only repeats it. */
export function StatusBanner({ tone, children, action, announce = 'polite' }: StatusBannerProps) {
  return (
    <div role={ROLES[announce]} className={`banner banner--${tone}`}>
      <p className="banner__text">{children}</p>
      {action}
    </div>
  );
}
