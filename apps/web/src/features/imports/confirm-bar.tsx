import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportKindName } from './import-kinds';

interface ConfirmBarProps {
  kind: ImportKindName;
  count: number;
  withProblems: number;
  /** The rows are being re-checked or saved. */
  busy: boolean;
  saving: boolean;
  onConfirm: () => void;
}

/** "Import 50 drivers": enabled only when every remaining row passes the checks. */
export function ConfirmBar({ kind, count, withProblems, busy, saving, onConfirm }: ConfirmBarProps) {
  const { t } = useTranslation();
  const hintId = `import-confirm-hint-${kind}`;
  return (
    <Group justify="flex-end" align="center">
      {withProblems > 0 && (
        <Text size="sm" id={hintId}>
          {t('web-imports:review.fixFirst', { count: withProblems })}
        </Text>
      )}
      <Button
        onClick={onConfirm}
        loading={saving}
        disabled={count === 0 || withProblems > 0 || busy}
        aria-describedby={withProblems > 0 ? hintId : undefined}
      >
        {t(`web-imports:kinds.${kind}.confirm`, { count })}
      </Button>
    </Group>
  );
}
