import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewWebhookEndpoint } from '@rahti/domain';

/** The signing secret of an endpoint just registered: shown this once, as API credentials are. */
export function WebhookSecretDialog({ created, onClose }: { created: NewWebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('web-webhooks:secretTitle')} centered>
      <Stack>
        <Text size="sm">{created.url}</Text>
        <Code block aria-label={t('web-webhooks:secretTitle')}>
          {created.secret}
        </Code>
        <Alert color="yellow" role="status">
          {t('web-webhooks:secretOnce')}
        </Alert>
        <Group justify="flex-end">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {t(copied ? 'web-webhooks:copied' : 'web-webhooks:copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('web-webhooks:close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
