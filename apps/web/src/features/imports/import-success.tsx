import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from './import-kinds';

/** Shown after the all-or-nothing save; takes focus so the outcome is read out. */
export function ImportSuccess({
  kind,
  imported,
  alreadyImported = 0,
}: {
  kind: ImportKind;
  imported: number;
  alreadyImported?: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      role="status"
      title={t(`web-imports:kinds.${kind.name}.imported`, { count: imported })}
      // Mantine's green title on the light green background is below the 4.5:1 contrast of WCAG AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {alreadyImported > 0 && (
        <Text size="sm" mb="xs">
          {t(`web-imports:kinds.${kind.name}.alreadyImported`, { count: alreadyImported })}
        </Text>
      )}
      <Anchor component={Link} to={kind.listPath}>
        {t(`web-imports:kinds.${kind.name}.listLink`)}
      </Anchor>
    </Alert>
  );
}
