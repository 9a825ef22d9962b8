import { Paper, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_TYPES } from './import-kinds';

/** A labelled native file input (keyboard and screen-reader friendly) that also takes a dropped file. */
export function FileDropZone({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

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
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
    >
      <Stack align="center" gap="xs">
        <Text component="label" htmlFor={inputId} fw={600}>
          {t('web-imports:upload.choose')}
        </Text>
        <input
          id={inputId}
          type="file"
          accept={IMPORT_FILE_TYPES}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared at once, so choosing the same (corrected) file again is a change too.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <Text size="sm" c="dimmed">
          {dragging ? t('web-imports:upload.dropHere') : t('web-imports:upload.dropHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
