import { useTranslation } from 'react-i18next';
import { driverIdentityOf } from '../auth/token-claims';
import { useDriverData } from '../data/driver-data-context';
import type { DriverDataSnapshot } from '../data/driver-data.types';
import { useSession } from '../shell/session-context';

const TRACKING_KEYS: Record<DriverDataSnapshot['tracking'], string> = {
  on: 'phone.trackingOn',
  off: 'phone.trackingOff',
  denied: 'phone.trackingDenied',
  unavailable: 'phone.trackingUnavailable',
};

/** Who is signed in, and the phone's device id the office enters on a locked vehicle. */
export function ThisPhoneCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { context, deviceId, tracking } = useDriverData();
  const identity = user ? driverIdentityOf(user) : null;
  const organisationName = context?.organisation.name ?? identity?.organisationName;
  return (
    <section className="card" aria-labelledby="phone-title">
      <h2 id="phone-title">{t('phone.title')}</h2>
      <dl className="facts">
        <dt>{t('home.driver')}</dt>
        <dd>{identity ? identity.name : t('phone.signedOut')}</dd>
        {organisationName && (
          <>
            <dt>{t('home.organisation')}</dt>
            <dd>{organisationName}</dd>
          </>
        )}
        <dt>{t('phone.deviceId')}</dt>
        <dd>
          <span className="device-id">{deviceId}</span>
        </dd>
        <dt>{t('phone.tracking')}</dt>
        <dd>{t(TRACKING_KEYS[tracking])}</dd>
      </dl>
      <p className="muted">{t('phone.deviceIdHint')}</p>
    </section>
  );
}
