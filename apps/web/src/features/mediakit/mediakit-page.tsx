import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { RahtiLogo } from '../../components/ui/rahti-logo';
import { useEveryLanguage } from '../../lib/use-every-language';
import { BrandColours } from './brand-colours';

/** Material for press and partners: descriptions in every language, the logo, colours, boilerplate. */
export function MediakitPage() {
  const { t } = useTranslation();
  const hasEveryLanguage = useEveryLanguage();
  return (
    <Stack maw={880}>
      <Title order={1}>{t('web-mediakit:title')}</Title>
      <Text>{t('web-mediakit:intro')}</Text>
      <PageSection id="mediakit-description" title={t('web-mediakit:descriptionHeading')}>
        {hasEveryLanguage ? (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {LANGUAGES.map((language) => (
              <Stack key={language} gap={4} lang={language}>
                <Title order={3} size="h5">
                  {t('web:languages.' + language)}
                </Title>
                <Text>{t('web-mediakit:description', { lng: language })}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : (
          <PageLoader />
        )}
      </PageSection>
      <PageSection id="mediakit-logo" title={t('web-mediakit:logoHeading')}>
        <Group>
          <RahtiLogo size={96} title={t('web-mediakit:logoAlt')} />
          <Stack gap={4}>
            <Text>{t('web-mediakit:logoUsage')}</Text>
            <Anchor href="/favicon.svg" download="rahti-logo.svg">
              {t('web-mediakit:logoDownload')}
            </Anchor>
          </Stack>
        </Group>
      </PageSection>
      <PageSection id="mediakit-colours" title={t('web-mediakit:coloursHeading')}>
        <BrandColours />
      </PageSection>
      <PageSection id="mediakit-boilerplate" title={t('web-mediakit:boilerplateHeading')}>
        <Text>{t('web-mediakit:boilerplate')}</Text>
      </PageSection>
    </Stack>
  );
}
