import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEATURE_KEYS } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { ContactForm } from './contact-form';

/**
 * Subjects other pages can link with (?subject=…): the feedback link, and "sales" from the
 * contact-sales hint and the dashboard, which may name the feature asked for (&feature=map).
 */
const KNOWN_SUBJECTS = ['feedback', 'sales'] as const;

export function ContactPage() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const [params] = useSearchParams();
  const [sentCount, setSentCount] = useState(0);
  const [sent, setSent] = useState(false);
  const subjectParam = params.get('subject');
  const subject = KNOWN_SUBJECTS.find((known) => known === subjectParam);
  const feature = subject === 'sales' ? FEATURE_KEYS.find((key) => key === params.get('feature')) : undefined;
  const subjectText = feature
    ? t('web-contact:subjects.salesFeature', { feature: t(`web:features.${feature}`) })
    : subject
      ? t(`web-contact:subjects.${subject}`)
      : '';

  return (
    <Stack maw={720}>
      <Title order={1}>{t('web-contact:title')}</Title>
      <Text>{t('web-contact:intro')}</Text>
      <Paper withBorder p="md" component="section" aria-labelledby="opening-hours-heading">
        <Title order={2} size="h5" id="opening-hours-heading">
          {t('web-contact:openingHours.heading')}
        </Title>
        <Text>{t('web-contact:openingHours.weekdays')}</Text>
      </Paper>
      {sent ? (
        <Stack align="flex-start">
          <Alert color="green" role="status" w="100%">
            {t('web-contact:sent')}
          </Alert>
          <Button variant="default" onClick={() => setSent(false)}>
            {t('web-contact:sendAnother')}
          </Button>
        </Stack>
      ) : (
        <ContactForm
          key={`${account?.id ?? 'anonymous'}-${sentCount}`}
          initial={{
            company: account?.organisationName ?? '',
            name: account?.displayName ?? '',
            email: account?.email ?? '',
            subject: subjectText,
          }}
          onSent={() => {
            setSent(true);
            setSentCount((n) => n + 1);
          }}
        />
      )}
      <Anchor component={Link} to="/mediakit">
        {t('web-contact:mediakitLink')}
      </Anchor>
    </Stack>
  );
}
