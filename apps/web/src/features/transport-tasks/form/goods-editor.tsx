import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal, TRANSPORT_LIMITS } from '@rahti/domain';
import { useTransportFormat } from '../use-transport-format';
import { GoodsLineFields } from './goods-line-fields';
import type { TransportForm } from './use-transport-form';

/** The goods lines, added and removed down to the one an order needs, with the total weight as typed. */
export function GoodsEditor({ form }: { form: TransportForm }) {
  const { t } = useTranslation();
  const format = useTransportFormat();
  const addButton = useRef<HTMLButtonElement>(null);
  const { goods } = form.values;
  const listError = form.errorAt('goods');
  const totalKg = goods.reduce((sum, line) => sum + (parseDecimal(line.weightKg.trim() || '0') ?? 0), 0);
  const focusAdd = useCallback(() => requestAnimationFrame(() => addButton.current?.focus()), []);

  return (
    <Stack gap="sm">
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {goods.map((line, index) => (
        <GoodsLineFields
          key={line.key}
          actions={form.actions}
          line={line}
          number={index + 1}
          canRemove={goods.length > TRANSPORT_LIMITS.goodsMin}
          errors={form.errorsOf(`goods.${line.key}`)}
          onRemoved={focusAdd}
        />
      ))}
      <Group justify="space-between">
        <Button
          ref={addButton}
          variant="default"
          disabled={goods.length >= TRANSPORT_LIMITS.goodsMax}
          onClick={() => {
            const line = form.actions.addGoods();
            requestAnimationFrame(() => document.getElementById(`${line.key}-description`)?.focus());
          }}
        >
          {t('web-transport:goods.add')}
        </Button>
        <Text size="sm">{t('web-transport:goods.totalWeight', { weight: format.weight(totalKg) })}</Text>
      </Group>
    </Stack>
  );
}
