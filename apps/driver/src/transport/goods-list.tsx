import { useTranslation } from 'react-i18next';
import { PACKAGE_KINDS, type GoodsLine } from '@rahti/domain';
import { useFormatNumber } from '../lib/use-format-number';

const isPackageKind = (kind: string): kind is (typeof PACKAGE_KINDS)[number] =>
  (PACKAGE_KINDS as readonly string[]).includes(kind);

/**
 * The goods of a transport task as the driver checks them: packages and their kind, what it is,
 * the weight and marks. A dangerous goods line is marked ADR with its UN number, class, packing
 * group and accepted name, in words and not by colour alone.
 */
export function GoodsList({ goods }: { goods: readonly GoodsLine[] }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  return (
    <ul className="plain-list goods-list">
      {[...goods]
        .sort((a, b) => a.position - b.position)
        .map((line) => {
          const kind = isPackageKind(line.packageKind)
            ? t(`driver-transport:packageKinds.${line.packageKind}`)
            : line.packageKind;
          return (
            <li key={line.id} className={`goods-line${line.dangerous ? ' goods-line--dangerous' : ''}`}>
              <span className="goods-line__title">
                {kind
                  ? t('driver-transport:goods.packagesOfKind', { packages: formatNumber(line.packages), kind })
                  : t('driver-transport:goods.packages', {
                      count: line.packages,
                      packages: formatNumber(line.packages),
                    })}
                {` · ${line.description}`}
              </span>
              <span className="muted">
                {t('driver-transport:goods.weight', { weight: formatNumber(line.weightKg) })}
                {line.marks && ` · ${t('driver-transport:goods.marks', { marks: line.marks })}`}
              </span>
              {line.dangerous && (
                <span className="goods-line__adr">
                  <span className="badge badge--adr">{t('driver-transport:goods.adr')}</span>{' '}
                  {t('driver-transport:goods.dangerous', {
                    un: line.dangerous.unNumber,
                    hazardClass: line.dangerous.hazardClass,
                    name: line.dangerous.properName,
                  })}
                  {line.dangerous.packingGroup &&
                    `, ${t('driver-transport:goods.packingGroup', { group: line.dangerous.packingGroup })}`}
                </span>
              )}
            </li>
          );
        })}
    </ul>
  );
}
