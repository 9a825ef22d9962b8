import type { ReactNode } from 'react';

interface ListRowProps {
  title: ReactNode;
  detail?: ReactNode;
  /** Marks at the row's end: a status, a lock, "waiting to upload". */
  aside?: ReactNode;
  leading?: ReactNode;
  /** Makes the whole row one large button. */
  onClick?: () => void;
}

/** One row of a `<ul className="list">`. */
export function ListRow({ title, detail, aside, leading, onClick }: ListRowProps) {
  const content = (
    <>
      {leading}
      <span className="list-row__main">
        <span className="list-row__title">{title}</span>
        {detail && <span className="list-row__detail">{detail}</span>}
      </span>
      {aside && <span className="list-row__aside">{aside}</span>}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button type="button" className="list-row" onClick={onClick}>
          {content}
        </button>
      ) : (
        <div className="list-row">{content}</div>
      )}
    </li>
  );
}
