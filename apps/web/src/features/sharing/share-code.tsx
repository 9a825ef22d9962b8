import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShareCode } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';

/** A share's code in four groups of four, big enough to read out on the phone, with a copy button. */
export function ShareCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const shown = formatShareCode(code);
  return (
    <Group gap="xs">
      <Text ff="monospace" fz="xl" fw={700} style={{ letterSpacing: '0.08em' }} data-testid="share-code">
        {shown}
      </Text>
      <CopyButton value={shown}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('web-sharing:create.copied') : t('web-sharing:create.copy')} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label={t('web-sharing:create.copy')}>
              <Icon name={copied ? 'check' : 'copy'} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
