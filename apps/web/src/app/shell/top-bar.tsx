import { Anchor, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { RahtiLogo } from '../../components/ui/rahti-logo';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

/** The survey link is configuration; by default it opens the contact form, so nothing leaves the site. */
export const SURVEY_URL = import.meta.env.VITE_SURVEY_URL || '/contact-us?subject=feedback';

interface TopBarProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

export function TopBar({ navigationOpened, onToggleNavigation }: TopBarProps) {
  const { t } = useTranslation();
  const isInternal = SURVEY_URL.startsWith('/');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('web:shell.toggleNavigation')}
          aria-expanded={navigationOpened}
          aria-controls="side-menu"
        />
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit">
          <Group gap={8} wrap="nowrap">
            <RahtiLogo size={32} />
            <Text fw={700} size="lg">
              {t('web:app.name')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isInternal ? (
          <Anchor component={Link} to={SURVEY_URL} visibleFrom="sm">
            <FeedbackLabel />
          </Anchor>
        ) : (
          <Anchor href={SURVEY_URL} target="_blank" rel="noopener noreferrer" visibleFrom="sm">
            <FeedbackLabel />
          </Anchor>
        )}
        <LanguageMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}

function FeedbackLabel() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Icon name="feedback" />
      {t('web:shell.feedback')}
    </Group>
  );
}
