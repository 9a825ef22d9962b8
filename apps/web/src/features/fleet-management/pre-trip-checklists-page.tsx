import { Anchor, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VEHICLE_CLASS_NUMBERS } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { ChecklistEditor } from './checklist-editor';
import { usePreTripChecklists } from './pre-trip-api';

const NS = 'web-pre-trip:checklists';
/** A truck's list first: most vehicles drivers check are trucks. */
const FIRST_CLASS = '3';

/**
 * /vehicle/fleet-management/pre-trip-checklists (Admin, issue 25): what drivers check before
 * driving off, per vehicle class; the driver app receives the lists with its data.
 */
export function PreTripChecklistsPage() {
  const { t } = useTranslation();
  const lists = usePreTripChecklists();
  const [vehicleClass, setVehicleClass] = useState(FIRST_CLASS);
  const className = (value: number | string) => t(`web-calc-wizard:vehicleClasses.${value}`);
  const checklist = lists.data?.find((list) => String(list.vehicleClass) === vehicleClass);

  return (
    <Stack>
      <Anchor component={Link} to="/vehicle/fleet-management" size="sm">
        {t(`${NS}.back`)}
      </Anchor>
      <Title order={1}>{t('web:menu.preTripChecklists')}</Title>
      <Text size="sm">{t(`${NS}.intro`)}</Text>
      {lists.isPending && <PageLoader />}
      {lists.isError && (
        <QueryError error={lists.error} onRetry={() => void lists.refetch()} fallbackKey={`${NS}.loadFailed`} />
      )}
      {lists.isSuccess && (
        <>
          <NativeSelect
            label={t(`${NS}.vehicleClass`)}
            value={vehicleClass}
            onChange={(event) => setVehicleClass(event.currentTarget.value)}
            data={VEHICLE_CLASS_NUMBERS.map((value) => ({ value: String(value), label: className(value) }))}
            w={300}
          />
          {checklist && (
            <ChecklistEditor
              key={`${vehicleClass}:${JSON.stringify(checklist.items)}`}
              checklist={checklist}
              className={className(vehicleClass)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
