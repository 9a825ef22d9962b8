import type { TFunction } from 'i18next';
import { formatCalendarDate, type Share } from '@rahti/domain';

/** A share's data types and scope in words, for the list and the share's page. */
export function dataTypesInWords(t: TFunction, share: Share): string {
  return share.dataTypes.map((type) => t(`web-sharing:dataType.${type}`)).join(', ');
}

export function scopeInWords(t: TFunction, share: Share): string {
  const { scope } = share;
  const parts = [
    scope.routeIds && t('web-sharing:scope.routes', { count: scope.routeIds.length }),
    scope.vehicleIds && t('web-sharing:scope.vehicles', { count: scope.vehicleIds.length }),
    scope.customerIds && t('web-sharing:scope.customers', { count: scope.customerIds.length }),
    scope.from && t('web-sharing:scope.from', { date: formatCalendarDate(scope.from) }),
    scope.to && t('web-sharing:scope.to', { date: formatCalendarDate(scope.to) }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('web-sharing:scope.all');
}
