import { Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RahtiLogo } from '../components/ui/rahti-logo';
import { LanguageMenu } from './shell/language-menu';

/** Pages without the side menu: the welcome page, sign-in callbacks and "not found". */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Group gap={8}>
              <RahtiLogo size={32} />
              <Text fw={700} size="lg">
                {t('web:app.name')}
              </Text>
            </Group>
            <LanguageMenu />
          </Group>
        </Container>
      </header>
      <main id="main-content">
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </main>
    </>
  );
}
