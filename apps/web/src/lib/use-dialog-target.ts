import { useRef, useState, type RefObject } from 'react';

/**
 * The item a dialog is open for. The dialogs mount already open, so Mantine does not return the
 * focus when they close; `close` puts it back on the button that opened the dialog, or on
 * `fallback` when that item is gone.
 */
export function useDialogTarget<T>(fallback: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<T>();
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(next);
  };

  const close = (itemRemoved = false) => {
    setTarget(undefined);
    const back = itemRemoved || !opener.current?.isConnected ? fallback.current : opener.current;
    requestAnimationFrame(() => back?.focus());
  };

  return { target, open, close };
}
