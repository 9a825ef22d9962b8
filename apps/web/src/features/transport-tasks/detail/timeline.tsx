import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Deviation, TransportEvent, TransportStop } from '@rahti/domain';
import type { TransportFormat } from '../use-transport-format';
import { stopLabel } from './stop-label';
import { StoredImage } from './stored-image';

interface TimelineProps {
  events: readonly TransportEvent[];
  stops: readonly TransportStop[];
  format: TransportFormat;
}

/** A deviation's type, note and photos. */
function DeviationItem({ deviation, where }: { deviation: Deviation; where: string }) {
  const { t } = useTranslation();
  const type = t(`web-transport:deviation.${deviation.type}`);
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={700} c="orange.9">
          {type}
        </Text>
        {deviation.note ? `: ${deviation.note}` : ''}
      </Text>
      {deviation.photoIds.length > 0 && (
        <Group gap="xs">
          {deviation.photoIds.map((id, index) => (
            <StoredImage
              key={id}
              fileId={id}
              width={72}
              height={72}
              name={t('web-transport:deviation.photo', { number: index + 1, type, where })}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * The order's life, oldest first: each state it entered and each thing the driver did at a
 * stop, with who, when and where, and deviations with their photos.
 */
export function Timeline({ events, stops, format }: TimelineProps) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text size="sm">{t('web-transport:timeline.none')}</Text>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <List type="ordered" listStyleType="none" spacing="md" aria-label={t('web-transport:timeline.title')}>
      {ordered.map((event) => {
        const stop = stopLabel(t, stops, event.stopId);
        const what = t(`web-transport:event.${event.kind}`);
        return (
          <List.Item
            key={event.id}
            style={{ borderInlineStart: '3px solid var(--mantine-color-gray-4)', paddingInlineStart: 12 }}
          >
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {format.dateTime(event.at)}
              </Text>
              <Text fw={600}>{stop ? t('web-transport:timeline.atStop', { what, stop }) : what}</Text>
              {event.byName && <Text size="sm">{t('web-transport:timeline.by', { name: event.byName })}</Text>}
              {event.position && (
                <Text size="sm">
                  {t('web-transport:timeline.where', { position: format.position(event.position) })}
                </Text>
              )}
              {event.goodsChecked !== null && (
                <Text size="sm">
                  {t(
                    event.goodsChecked
                      ? 'web-transport:timeline.goodsChecked'
                      : 'web-transport:timeline.goodsNotChecked',
                  )}
                </Text>
              )}
              {event.note && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {event.note}
                </Text>
              )}
              {event.deviations.map((deviation, index) => (
                <DeviationItem key={index} deviation={deviation} where={stop ?? what} />
              ))}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
