import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './print.css';

interface PrintLayoutProps {
  backTo: string;
  /** Screen-only inputs above the document (a quote's job). */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * A page meant for paper: the document, with a Print button and a way back above it. Print CSS
 * hides the shell and these controls, so the browser's "Save as PDF" gives a clean sheet.
 */
export function PrintLayout({ backTo, controls, children }: PrintLayoutProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Stack className="rahti-no-print">
        <Group>
          <Button onClick={() => window.print()}>{t('web-calculations:print.print')}</Button>
          <Button component={Link} to={backTo} variant="default">
            {t('web-calculations:print.back')}
          </Button>
        </Group>
        {controls}
      </Stack>
      <Paper withBorder p="xl" className="rahti-print-document" component="article">
        {children}
      </Paper>
    </Stack>
  );
}
