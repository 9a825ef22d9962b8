/**
 * The app's icons: one stroked path each on a 24-unit grid, drawn in the text colour. Always
 * beside words (aria-hidden): an icon alone never tells the driver anything.
 */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  check: 'M5 12l5 5 9-10',
  warning: 'M12 3l10 18H2zM12 10v4M12 17.5v.5',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  status: 'M3 12h4l3-7 4 14 3-7h4',
  truck: 'M2 6h12v10H2zM14 9h4l4 4v3h-8zM8 18a2 2 0 1 1-4 0a2 2 0 1 1 4 0M20 18a2 2 0 1 1-4 0a2 2 0 1 1 4 0',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  steeringWheel:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM14 12a2 2 0 1 1-4 0a2 2 0 1 1 4 0M3.5 10.5H10M14 10.5h6.5M12 14v7',
  boxUp: 'M4 13h16v8H4zM12 11V2M8 6l4-4 4 4',
  boxDown: 'M4 13h16v8H4zM12 2v9M8 7l4 4 4-4',
  hourglass: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  coffee: 'M4 9h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 11h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  coin: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM15 9a3 3 0 0 0-5 1.5v3A3 3 0 0 0 15 15M8 11h5M8 13h5',
  fuel: 'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8l4 3v7a1.5 1.5 0 0 0 3 0V9l-3-3',
  wrench: 'M14.5 4a5 5 0 0 0-6 6L3 15.5 5.5 18l5.5-5.5a5 5 0 0 0 6-6l-3 3L11.5 7z',
  dots: 'M7 12a1 1 0 1 1-2 0a1 1 0 1 1 2 0M13 12a1 1 0 1 1-2 0a1 1 0 1 1 2 0M19 12a1 1 0 1 1-2 0a1 1 0 1 1 2 0',
  queue: 'M3 6h8M3 12h12M3 18h16M18 3l3 3-3 3',
  emptyTruck:
    'M2 6h12v10H2zM14 9h4l4 4v3h-8zM8 18a2 2 0 1 1-4 0a2 2 0 1 1 4 0M20 18a2 2 0 1 1-4 0a2 2 0 1 1 4 0M5 11h6',
  question: 'M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7V15M12 19v.5',
  calendarOff: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 13l6 5M15 13l-6 5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
