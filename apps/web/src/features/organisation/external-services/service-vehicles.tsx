import { Button, Group, NativeSelect, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExternalService } from '@rahti/domain';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useVehicles } from '../../organisation-data/organisation-data-queries';
import { useExternalVehicles, useFetchExternalVehicles, useLinkExternalVehicle } from './external-services-api';
import { ProblemText, useProblem } from './use-problem';

/** The service's trucks and which of ours each one is; only activated vehicles can be linked. */
export function ServiceVehicles({ serviceName }: { serviceName: ExternalService }) {
  const { t } = useTranslation();
  const listed = useExternalVehicles(serviceName);
  const ours = useVehicles();
  const fetch = useFetchExternalVehicles(serviceName);
  const link = useLinkExternalVehicle(serviceName);
  const { problem, outcome } = useProblem();
  const options = [
    { value: '', label: t('web-organisation:externalServices.notLinked') },
    ...(ours.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.isActive
        ? vehicle.registerNumber
        : t('web-organisation:externalServices.inactiveVehicle', { register: vehicle.registerNumber }),
    })),
  ];
  const caption = t('web-organisation:externalServices.vehiclesCaption', {
    service: t(`web-organisation:externalServices.services.${serviceName}`),
  });

  return (
    <>
      <Group>
        <Button variant="default" loading={fetch.isPending} onClick={() => fetch.mutate(undefined, outcome())}>
          {t('web-organisation:externalServices.fetchVehicles')}
        </Button>
      </Group>
      <ProblemText problem={problem} />
      {listed.data && listed.data.length > 0 && (
        <TableScroll label={caption} minWidth={560}>
          <Table aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('web-organisation:externalServices.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:externalServices.columns.vin')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:externalServices.columns.model')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:externalServices.columns.vehicle')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listed.data.map((truck) => (
                <Table.Tr key={truck.vin}>
                  <Table.Th scope="row">{truck.name || truck.vin}</Table.Th>
                  <Table.Td>{truck.vin}</Table.Td>
                  <Table.Td>{[truck.brand, truck.model].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('web-organisation:externalServices.linkFor', { name: truck.name || truck.vin })}
                      data={options}
                      value={truck.vehicleId ?? ''}
                      disabled={link.isPending}
                      onChange={(event) =>
                        link.mutate(
                          { vin: truck.vin, vehicleId: event.currentTarget.value || null },
                          outcome('errors:savingFailed'),
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
