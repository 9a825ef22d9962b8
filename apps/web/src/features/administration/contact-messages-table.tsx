import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ContactMessageRecord } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';

/** What customers wrote through the contact form, newest first, for the site operator to answer. */
export function ContactMessagesTable({ messages }: { messages: ContactMessageRecord[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <Text c="dimmed">{t('web-administration:messages.empty')}</Text>;
  return (
    <TableScroll label={t('web-administration:messages.heading')} minWidth={720}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-administration:messages.received')}</Table.Th>
            <Table.Th scope="col">{t('web-administration:messages.from')}</Table.Th>
            <Table.Th scope="col">{t('web-administration:messages.subject')}</Table.Th>
            <Table.Th scope="col">{t('web-administration:messages.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>{formatDateTime(new Date(message.createdAt))}</Table.Td>
              <Table.Td>
                {message.name}, {message.company}
                <Text size="sm" c="dimmed">
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone && ` · ${message.phone}`}
                </Text>
              </Table.Td>
              <Table.Td>{message.subject}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{message.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
