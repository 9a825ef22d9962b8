import { ActionIcon, Alert, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { copyToClipboard } from '../../lib/clipboard';

export interface GeneratedPassword {
  driverId: string;
  name: string;
  username: string;
  password: string;
}

type CopyStatus = { driverId: string; copied: boolean };

/**
 * Passwords the server made up for new accounts. The server keeps only their hashes, so this
 * is the one time anyone sees them: only "I have saved the passwords" closes it, not a click
 * outside, Escape or a ✕. Each password is in the last cell of its row, with a copy button.
 */
export function GeneratedPasswordsDialog({
  passwords,
  onClose,
}: {
  passwords: GeneratedPassword[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CopyStatus>();

  const copy = async (row: GeneratedPassword) => {
    // Emptied first, so copying again is announced again.
    setStatus(undefined);
    setStatus({ driverId: row.driverId, copied: await copyToClipboard(row.password) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('web-drivers:passwords.title')}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Stack>
        <Alert color="yellow" title={t('web-drivers:passwords.onlyNowTitle')}>
          {t('web-drivers:passwords.onlyNow')}
        </Alert>
        <Table withTableBorder captionSide="top">
          <Table.Caption>{t('web-drivers:passwords.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-drivers:passwords.driver')}</Table.Th>
              <Table.Th scope="col">{t('organisation-data:columns.username')}</Table.Th>
              <Table.Th scope="col">{t('web-drivers:passwords.password')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passwords.map((row) => (
              <Table.Tr key={row.driverId}>
                <Table.Th scope="row" fw={400}>
                  {row.name}
                </Table.Th>
                <Table.Td>{row.username}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    {/* One click selects the whole password, for copying by hand where the button cannot. */}
                    <Code fz="sm" style={{ userSelect: 'all' }}>
                      {row.password}
                    </Code>
                    <ActionIcon
                      variant="default"
                      onClick={() => void copy(row)}
                      aria-label={t('web-drivers:passwords.copyNamed', { name: row.name })}
                    >
                      <Icon name={status?.driverId === row.driverId && status.copied ? 'check' : 'copy'} size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" role="status" aria-live="polite" c={status && !status.copied ? 'red.8' : undefined}>
          {status && (status.copied ? t('web-drivers:passwords.copied') : t('web-drivers:passwords.copyUnavailable'))}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('web-drivers:passwords.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
