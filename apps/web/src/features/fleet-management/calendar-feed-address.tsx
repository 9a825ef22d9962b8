import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { copyToClipboard } from '../../lib/clipboard';

const NS = 'web-fleet-due:calendar';

/**
 * The feed's secret address, shown once (the server keeps only its hash): read-only, selected
 * whole on focus for copying by hand, and a button that copies it, saying whether it could.
 */
export function CalendarFeedAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean>();
  const copy = async () => {
    // Emptied first, so copying again is announced again.
    setCopied(undefined);
    setCopied(await copyToClipboard(url));
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t(`${NS}.url`)}
          description={t(`${NS}.urlHint`)}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<Icon name={copied ? 'check' : 'copy'} size={16} />}
          onClick={() => void copy()}
        >
          {t(`${NS}.copy`)}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" c={copied === false ? 'red.8' : undefined}>
        {copied === undefined ? '' : copied ? t(`${NS}.copied`) : t(`${NS}.copyFailed`)}
      </Text>
    </Stack>
  );
}
