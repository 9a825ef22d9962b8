import { Alert, Button, Code, Group, Modal, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface GeneratedPassword {
  driverId: string;
  name: string;
  username: string;
  password: string;
}

/**
 * Passwords the server made up for new accounts. The server keeps only their hashes, so this
 * is the one time anyone sees them; a click outside must not close it by accident.
 */
export function GeneratedPasswordsDialog({ passwords, onClose }: { passwords: GeneratedPassword[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('web-drivers:passwords.title')} size="lg" closeOnClickOutside={false} centered>
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
                  <Code fz="sm">{row.password}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('web-drivers:passwords.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
