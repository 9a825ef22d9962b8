import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_WORK_TYPES, workTypeKey, workTypeLook } from '@rahti/domain';
import { Icon } from '../ui/icons';
import './work-type.css';

interface WorkTypeGridProps {
  /** The work type now running: marked pressed. */
  current: number | undefined;
  onChoose: (workType: number) => void;
  disabled?: boolean;
}

/** One big button per event type (spec section 3: 1–10 and 19), each with its icon and colour. */
export function WorkTypeGrid({ current, onChoose, disabled = false }: WorkTypeGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="work-type-grid" aria-label={t('workType.choose')}>
      {EVENT_WORK_TYPES.map((workType) => {
        const look = workTypeLook(workType);
        const pressed = workType === current;
        return (
          <li key={workType}>
            <button
              type="button"
              className="work-type-button"
              style={{ '--work-type-colour': look.colour } as CSSProperties}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => !pressed && onChoose(workType)}
            >
              <span className="work-type-button__icon">
                <Icon name={look.icon} size={32} />
              </span>
              <span className="work-type-button__label">{t(workTypeKey(workType))}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
