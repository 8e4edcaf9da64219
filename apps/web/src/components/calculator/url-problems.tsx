// What a calculator page could not read from its link (a bad value, a pump of another series): one
// line each, above the form, so the user knows what was dropped and why. Nothing shown when all read.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_NS } from './calculator-i18n';

export function UrlProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation(CALCULATOR_NS);
  if (problems.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={20} />}
      title={t('urlProblems.title')}
      data-testid="url-problems"
    >
      {problems.map((p) => (
        <Text key={p} size="sm">
          {p}
        </Text>
      ))}
    </Alert>
  );
}
