// A result's article with a copy-to-clipboard icon (calculators §2: the pump's single result, the DCU
// result page): «Артикул: …», the icon turns into a tick and «Артикул скопирован» is announced.
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_NS } from './calculator-i18n';

export function ArticleCopy({ article }: { article: string }) {
  const { t } = useTranslation(CALCULATOR_NS);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(article);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    reset.current = setTimeout(() => setCopied(null), 2000);
  };

  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dark.5">
        {t('results.article')}:
      </Text>
      <Text size="sm" fw={600} data-testid="article" style={{ overflowWrap: 'anywhere' }}>
        {article}
      </Text>
      <Tooltip label={copied === 'yes' ? t('results.copied') : t('results.copy')} withArrow>
        <ActionIcon variant="subtle" color="gray" onClick={() => void copy()} aria-label={t('results.copy')}>
          {copied === 'yes' ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
      <Text size="xs" c={copied === 'failed' ? 'red' : 'dimmed'} aria-live="polite">
        {copied === 'yes' ? t('results.copied') : copied === 'failed' ? t('results.copyFailed') : ''}
      </Text>
    </Group>
  );
}
