import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRE_TRIP_LIMITS, type PreTripChecklist, type PreTripItem, type VehicleClass } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { Icon } from '../../components/ui/icons';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { builtInsMissing, moved, newOwnItemKey } from './checklist-items';
import { useSavePreTripChecklists } from './pre-trip-api';
import { usePreTripItemLabel } from './pre-trip-words';

const NS = 'web-pre-trip:checklists';

/**
 * One vehicle class's checklist as an Admin edits it: the items in the order drivers see them,
 * moved, removed, added from the built-in ones or written as the organisation's own; saved
 * together, or given back the built-in list.
 */
export function ChecklistEditor({ checklist, className }: { checklist: PreTripChecklist; className: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const itemLabel = usePreTripItemLabel();
  const save = useSavePreTripChecklists();
  const [items, setItems] = useState<PreTripItem[]>(checklist.items);
  const [builtIn, setBuiltIn] = useState('');
  const [ownLabel, setOwnLabel] = useState('');
  const [ownError, setOwnError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const missing = builtInsMissing(items);
  const isFull = items.length >= PRE_TRIP_LIMITS.itemsMax;

  const write = (next: PreTripItem[] | null) => {
    setFailure(undefined);
    save.mutate(
      { checklists: [{ vehicleClass: checklist.vehicleClass as VehicleClass, items: next }] },
      {
        onSuccess: () =>
          notifySuccess(t(next === null ? `${NS}.restored` : `${NS}.saved`, { vehicleClass: className })),
        onError: (error) => setFailure(errorMessage(error, t('errors:savingFailed'))),
      },
    );
  };

  const addOwn = () => {
    const label = ownLabel.trim();
    if (!label) return setOwnError(t('pre-trip:labelRequired'));
    setItems([...items, { kind: 'own', key: newOwnItemKey(), label }]);
    setOwnLabel('');
    setOwnError(undefined);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t(`${NS}.listOf`, { vehicleClass: className })}
          </Title>
          <Badge variant="light" c="dark.9" tt="none">
            {t(checklist.isBuiltIn ? `${NS}.builtIn` : `${NS}.own`)}
          </Badge>
        </Group>
        {items.length === 0 ? (
          <Text>{t(`${NS}.empty`)}</Text>
        ) : (
          <Stack component="ol" gap={4} pl="lg" m={0}>
            {items.map((item, index) => {
              const label = itemLabel(item);
              return (
                <li key={item.key}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text>{label}</Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        aria-label={t(`${NS}.moveUp`, { item: label })}
                        title={t(`${NS}.moveUp`, { item: label })}
                        disabled={index === 0}
                        onClick={() => setItems(moved(items, index, -1))}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={t(`${NS}.moveDown`, { item: label })}
                        title={t(`${NS}.moveDown`, { item: label })}
                        disabled={index === items.length - 1}
                        onClick={() => setItems(moved(items, index, 1))}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        color="red"
                        aria-label={t(`${NS}.removeItem`, { item: label })}
                        title={t(`${NS}.remove`)}
                        onClick={() => setItems(items.filter((kept) => kept.key !== item.key))}
                      >
                        <Icon name="trash" />
                      </ActionIcon>
                    </Group>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        {!isFull && missing.length > 0 && (
          <Group align="flex-end">
            <NativeSelect
              label={t(`${NS}.builtInItem`)}
              value={builtIn}
              onChange={(event) => setBuiltIn(event.currentTarget.value)}
              data={[
                { value: '', label: t(`${NS}.chooseBuiltIn`) },
                ...missing.map((key) => ({ value: key, label: itemLabel({ kind: 'builtIn', key }) })),
              ]}
              w={300}
            />
            <Button
              variant="default"
              disabled={!builtIn}
              onClick={() => {
                const key = missing.find((candidate) => candidate === builtIn);
                if (key) setItems([...items, { kind: 'builtIn', key }]);
                setBuiltIn('');
              }}
            >
              {t(`${NS}.addBuiltIn`)}
            </Button>
          </Group>
        )}
        {!isFull && (
          <Group align="flex-start">
            <TextInput
              label={t(`${NS}.ownItem`)}
              description={t(`${NS}.ownItemHint`)}
              value={ownLabel}
              maxLength={PRE_TRIP_LIMITS.labelMax}
              error={ownError}
              onChange={(event) => setOwnLabel(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addOwn();
                }
              }}
              w={300}
            />
            <Button variant="default" mt={46} onClick={addOwn}>
              {t(`${NS}.addOwn`)}
            </Button>
          </Group>
        )}
        <FormFailure message={failure} />
        <Group>
          <Button loading={save.isPending} onClick={() => write(items)}>
            {t(`${NS}.save`)}
          </Button>
          {!checklist.isBuiltIn && (
            <Button variant="default" disabled={save.isPending} onClick={() => write(null)}>
              {t(`${NS}.restore`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
