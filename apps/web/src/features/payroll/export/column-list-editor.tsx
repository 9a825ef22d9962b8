import { ActionIcon, Button, Fieldset, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYROLL_COLUMNS, type PayrollColumn } from '@rahti/domain';

interface ColumnListEditorProps {
  legend: string;
  columns: readonly PayrollColumn[];
  onChange: (columns: PayrollColumn[]) => void;
}

type Move = { column: PayrollColumn; button: 'up' | 'down' | 'remove' | 'add' };

/**
 * One category's columns in file order: each moved up or down or removed with buttons, one
 * added from those not yet in it. The focus stays on the moved column's button, and a status
 * line says where it went, so the keyboard and a screen reader follow the change.
 */
export function ColumnListEditor({ legend, columns, onChange }: ColumnListEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = (column: PayrollColumn) => t(`web-payroll:exportColumns.${column}`);
  const missing = PAYROLL_COLUMNS.filter((column) => !columns.includes(column));
  const [adding, setAdding] = useState<PayrollColumn | ''>('');
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<Move>();
  const toAdd = adding !== '' && missing.includes(adding) ? adding : (missing[0] ?? '');

  useEffect(() => {
    if (!focusAfter) return;
    const { column, button } = focusAfter;
    // At an end the pressed button is disabled: the other direction's takes the focus.
    const candidates = button === 'up' ? ['up', 'down'] : button === 'down' ? ['down', 'up'] : [];
    const target = candidates
      .map((which) => document.getElementById(`${id}-${column}-${which}`))
      .find((element) => element && !element.hasAttribute('disabled'));
    (target ?? document.getElementById(`${id}-add`))?.focus();
  }, [focusAfter, id]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...columns];
    const [column] = next.splice(index, 1) as [PayrollColumn];
    next.splice(index + by, 0, column);
    onChange(next);
    setAnnouncement(t('web-payroll:layout.moved', { column: name(column), position: index + by + 1 }));
    setFocusAfter({ column, button: by < 0 ? 'up' : 'down' });
  };
  const remove = (column: PayrollColumn) => {
    onChange(columns.filter((other) => other !== column));
    setAnnouncement(t('web-payroll:layout.removed', { column: name(column) }));
    setFocusAfter({ column, button: 'remove' });
  };
  const add = () => {
    if (toAdd === '') return;
    onChange([...columns, toAdd]);
    setAnnouncement(t('web-payroll:layout.added', { column: name(toAdd) }));
    setAdding('');
    setFocusAfter({ column: toAdd, button: 'up' });
  };

  return (
    <Fieldset legend={legend}>
      <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
        {columns.map((column, index) => (
          <li key={column}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{name(column)}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  id={`${id}-${column}-up`}
                  variant="subtle"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('web-payroll:layout.moveUp', { column: name(column) })}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  id={`${id}-${column}-down`}
                  variant="subtle"
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('web-payroll:layout.moveDown', { column: name(column) })}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={columns.length === 1}
                  onClick={() => remove(column)}
                  aria-label={t('web-payroll:layout.remove', { column: name(column) })}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            </Group>
          </li>
        ))}
      </ol>
      {missing.length > 0 && (
        <Group align="flex-end" mt="xs" gap="xs">
          <NativeSelect
            label={t('web-payroll:layout.addLabel', { category: legend })}
            data={missing.map((column) => ({ value: column, label: name(column) }))}
            value={toAdd}
            onChange={(event) => setAdding(event.currentTarget.value as PayrollColumn)}
            size="xs"
          />
          <Button id={`${id}-add`} size="xs" variant="default" onClick={add}>
            {t('web-payroll:layout.add')}
          </Button>
        </Group>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Fieldset>
  );
}
