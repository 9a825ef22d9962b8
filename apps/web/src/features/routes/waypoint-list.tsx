import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_LIMITS } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import type { WaypointAction, WaypointDraft } from './waypoints-reducer';

interface WaypointListProps {
  waypoints: readonly WaypointDraft[];
  dispatch: (action: WaypointAction) => void;
  /** The message at a waypoint's input ("waypoints.1.lat"). */
  errorAt: (path: string) => string | undefined;
}

type Control = 'address' | 'lat' | 'lng' | 'up' | 'down';

const LIST: CSSProperties = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-xs)',
};

/**
 * The waypoints in the order driven, each with its address and coordinates: everything the map
 * does, done with the keyboard and read by a screen reader. Up and down (or Alt+↑ and Alt+↓ in a
 * waypoint's inputs) change the order; the focus stays with the waypoint moved.
 */
export function WaypointList({ waypoints, dispatch, errorAt }: WaypointListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const [said, setSaid] = useState('');
  const full = waypoints.length >= ROUTE_LIMITS.waypointsMax;

  const focus = (key: number, control: Control) =>
    requestAnimationFrame(() => {
      const find = (name: Control) =>
        list.current?.querySelector<HTMLElement>(`[data-waypoint="${key}"][data-control="${name}"]`);
      const wanted = find(control);
      const usable = wanted && !wanted.hasAttribute('disabled') ? wanted : find(control === 'up' ? 'down' : 'up');
      usable?.focus();
    });

  const move = (index: number, offset: -1 | 1, control: Control) => {
    const to = index + offset;
    const draft = waypoints[index];
    if (!draft || to < 0 || to >= waypoints.length) return;
    dispatch({ type: 'move', index, offset });
    setSaid(t('web-routes:waypoints.moved', { position: to + 1, count: waypoints.length }));
    focus(draft.key, control);
  };

  const keyDown = (index: number, control: Control) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1, control);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('web-routes:waypoints.listHint')}
      </Text>
      <ol ref={list} style={LIST}>
        {waypoints.map((draft, index) => {
          const name = t('web-routes:waypoints.name', { number: index + 1 });
          const input = (field: 'address' | 'lat' | 'lng') => ({
            'data-waypoint': draft.key,
            'data-control': field,
            value: draft[field],
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              dispatch({ type: 'edit', index, field, text: event.currentTarget.value }),
            onKeyDown: keyDown(index, field),
            error: errorAt(`waypoints.${index}.${field}`),
            autoComplete: 'off',
          });
          return (
            <Paper component="li" key={draft.key} withBorder p="xs" aria-label={name}>
              <Group align="flex-start" gap="xs" wrap="wrap">
                <Text fw={600} w={24} mt={30} aria-hidden="true">
                  {index + 1}.
                </Text>
                <TextInput
                  label={t('web-routes:waypoints.address', { number: index + 1 })}
                  style={{ flex: '2 1 200px' }}
                  {...input('address')}
                />
                <TextInput
                  label={t('web-routes:waypoints.lat', { number: index + 1 })}
                  inputMode="decimal"
                  style={{ flex: '1 1 110px' }}
                  {...input('lat')}
                />
                <TextInput
                  label={t('web-routes:waypoints.lng', { number: index + 1 })}
                  inputMode="decimal"
                  style={{ flex: '1 1 110px' }}
                  {...input('lng')}
                />
                <Group gap={4} mt={26} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    data-waypoint={draft.key}
                    data-control="up"
                    disabled={index === 0}
                    aria-label={t('web-routes:waypoints.moveUp', { number: index + 1 })}
                    onClick={() => move(index, -1, 'up')}
                  >
                    <Icon name="chevronDown" style={{ transform: 'rotate(180deg)' }} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    data-waypoint={draft.key}
                    data-control="down"
                    disabled={index === waypoints.length - 1}
                    aria-label={t('web-routes:waypoints.moveDown', { number: index + 1 })}
                    onClick={() => move(index, 1, 'down')}
                  >
                    <Icon name="chevronDown" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    color="red"
                    aria-label={t('web-routes:waypoints.remove', { number: index + 1 })}
                    onClick={() => {
                      dispatch({ type: 'remove', index });
                      setSaid(t('web-routes:waypoints.removed', { number: index + 1 }));
                    }}
                  >
                    <Icon name="trash" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </ol>
      <Group>
        <Button variant="default" disabled={full} onClick={() => dispatch({ type: 'add' })}>
          {t('web-routes:waypoints.add')}
        </Button>
        {full && <Text size="sm">{t('web-routes:waypoints.full', { max: ROUTE_LIMITS.waypointsMax })}</Text>}
      </Group>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </Stack>
  );
}
