import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, the first one lowest (nearest the thumb). */
  actions?: ReactNode;
}

/**
 * A modal native <dialog>: the browser traps focus, Escape closes it and focus returns to what
 * opened it. Shown as a sheet from the bottom on a phone. Render it only while it is open.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__content">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
