import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBases, useDepartments, useDriverGroups } from '../organisation-data/organisation-data-queries';
import { EVENT_KINDS, type FilterName, type PlanningParams } from './use-planning-params';

const NS = 'web-resource-planning:filters';
const optionsOf = (items: readonly { id: string; name: string }[] | undefined, all: string) => [
  { value: '', label: all },
  ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
];

/**
 * Spec section 3's resource planning filters, kept in the URL: drivers by base, department and
 * group; with `withEvents`, also routes by base (their vehicle's) and department, vehicles by name
 * and the event kinds shown.
 */
export function PlanningFilters({ params, withEvents = false }: { params: PlanningParams; withEvents?: boolean }) {
  const { t } = useTranslation();
  const bases = useBases();
  const departments = useDepartments();
  const groups = useDriverGroups();
  const { filters } = params;
  const select = (name: FilterName, data: ReturnType<typeof optionsOf>) => (
    <NativeSelect
      label={t(`${NS}.${name}`)}
      data={data}
      value={filters[name]}
      onChange={(event) => params.setFilter(name, event.currentTarget.value)}
      w={200}
    />
  );

  return (
    <Group align="flex-end" gap="sm">
      {select('baseId', optionsOf(bases.data, t(`${NS}.allBases`)))}
      {select('departmentId', optionsOf(departments.data, t(`${NS}.allDepartments`)))}
      {select('driverGroupId', optionsOf(groups.data, t(`${NS}.allGroups`)))}
      {withEvents && (
        <>
          {select('routeBaseId', optionsOf(bases.data, t(`${NS}.allBases`)))}
          {select('routeDepartmentId', optionsOf(departments.data, t(`${NS}.allDepartments`)))}
          <TextInput
            type="search"
            label={t(`${NS}.vehicle`)}
            value={filters.vehicle}
            onChange={(event) => params.setFilter('vehicle', event.currentTarget.value)}
            w={180}
          />
          <Checkbox.Group
            label={t(`${NS}.events`)}
            value={EVENT_KINDS.filter((kind) => !filters.hidden.has(kind))}
            onChange={(shown) => params.setShownKinds(shown)}
          >
            <Group gap="sm" mt={6} mb={6}>
              {EVENT_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`${NS}.kinds.${kind}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </>
      )}
    </Group>
  );
}
