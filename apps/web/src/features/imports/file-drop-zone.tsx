import { Paper, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_TYPES } from './import-kinds';

/**
 * A labelled native file input (keyboard and screen-reader friendly) that also takes a dropped
 * file. `disabled` (while the previewed rows are being saved) takes no file, and says why.
 */
export function FileDropZone({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  // The browser would open a file dropped anywhere it is not taken, so a disabled zone still takes the drop, and ignores it.
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(!disabled);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  const hint = disabled
    ? t('web-imports:upload.busySaving')
    : dragging
      ? t('web-imports:upload.dropHere')
      : t('web-imports:upload.dropHint');

  return (
    <Paper
      withBorder
      p="lg"
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={(event) => {
        // Moving over the zone's own text also fires dragleave.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      bg={dragging ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderStyle: 'dashed', borderWidth: 2, opacity: disabled ? 0.6 : undefined }}
    >
      <Stack align="center" gap="xs">
        <Text component="label" htmlFor={inputId} fw={600}>
          {t('web-imports:upload.choose')}
        </Text>
        <input
          id={inputId}
          type="file"
          accept={IMPORT_FILE_TYPES}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared at once, so choosing the same (corrected) file again is a change too.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
