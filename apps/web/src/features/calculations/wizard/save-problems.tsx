import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stepLink, stepOfField, WIZARD_STEPS } from './wizard-steps';

/** After a save the draft could not pass: each problem, with a link to the step that holds the field. */
export function SaveProblems({ issues, id }: { issues: Record<string, string>; id?: string }) {
  const { t } = useTranslation();
  const entries = Object.entries(issues);
  if (entries.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('web-calc-wizard:save.incomplete')}>
      <List size="sm">
        {entries.map(([path, message]) => {
          const step = WIZARD_STEPS.find((s) => s.key === stepOfField(path));
          const label = t(`web-calc-wizard:fields.${path}`, { defaultValue: path });
          return (
            <List.Item key={path}>
              {step ? (
                <Anchor component={Link} to={stepLink(step.path, id)}>
                  {label}
                </Anchor>
              ) : (
                label
              )}
              {`: ${t(message)}`}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
