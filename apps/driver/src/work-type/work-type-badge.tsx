import { useTranslation } from 'react-i18next';
import { workTypeKey, workTypeLook } from '@rahti/domain';
import { Icon } from '../ui/icons';

/** The type's icon on its colour, then its name. */
export function WorkTypeBadge({ workType, size = 28 }: { workType: number; size?: number }) {
  const { t } = useTranslation();
  const look = workTypeLook(workType);
  return (
    <span className="work-type-badge">
      <span className="work-type-badge__icon" style={{ background: look.colour }}>
        <Icon name={look.icon} size={size} />
      </span>
      <span>{t(workTypeKey(workType))}</span>
    </span>
  );
}
