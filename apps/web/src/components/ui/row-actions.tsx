import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

interface RowActionsProps {
  /** Names the row's item, e.g. "Edit Anna Virta"; the icon's tooltip says only "Edit". */
  editLabel?: string;
  onEdit?: () => void;
  /** The tooltip of the edit icon when it does something narrower, such as "Rename". */
  editTitle?: string;
  deleteLabel?: string;
  onDelete?: () => void;
  /** Actions said in words between the two icons (activate, deactivate). */
  children?: ReactNode;
}

/**
 * A table row's edit and delete buttons as icons, so wide lists fit a laptop screen. Each button
 * is named for its row, so a screen reader says which item it acts on.
 */
export function RowActions({ editLabel, onEdit, editTitle, deleteLabel, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onEdit}
          aria-label={editLabel}
          title={editTitle ?? t('web:common.edit')}
        >
          <Icon name="edit" />
        </ActionIcon>
      )}
      {children}
      {onDelete && (
        <ActionIcon
          variant="default"
          size="lg"
          color="red"
          onClick={onDelete}
          aria-label={deleteLabel}
          title={t('web:common.delete')}
        >
          <Icon name="trash" />
        </ActionIcon>
      )}
    </Group>
  );
}
