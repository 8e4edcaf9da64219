// The price list in the manager's console: where the prices come from (the shipped illustrative list
// is marked so), how many articles and of which date, and a CSV import whose refusal lists every bad
// line with its Russian reason (nothing is changed then).
import { Badge, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { showSuccessToast } from '../../../components/ui/toast';
import { isApiError, refusalText } from '../../../lib/api-client';
import { useImportPrices, usePriceList } from '../api/prices';
import { MANAGER_NS } from '../i18n';

export function PriceListPanel() {
  const { t } = useTranslation(MANAGER_NS);
  const [open, setOpen] = useState(false);
  const list = usePriceList(open);
  const importPrices = useImportPrices();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lines, setLines] = useState<[string, string][]>([]);

  const upload = async () => {
    if (!file) return;
    setError(null);
    setLines([]);
    try {
      const r = await importPrices.mutateAsync({ name: file.name, csv: await file.text() });
      setFile(null);
      showSuccessToast(t('prices.imported', { count: r.count }));
    } catch (e) {
      setError(refusalText(e, t('prices.failed')));
      if (isApiError(e) && e.fields) setLines(Object.entries(e.fields));
    }
  };

  return (
    <Card withBorder padding="sm" data-testid="price-list">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="md">
          {t('prices.title')}
        </Title>
        <Button size="xs" variant="default" onClick={() => setOpen((o) => !o)}>
          {open ? t('prices.hide') : t('prices.show')}
        </Button>
      </Group>
      {open && list.data ? (
        <Stack gap="xs" mt="xs">
          <Group gap="xs">
            <Text size="sm">
              {t('prices.summary', { count: list.data.items.length, source: list.data.source })}
            </Text>
            {list.data.illustrative ? (
              <Badge color="orange" variant="light">
                {t('prices.illustrative')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('prices.format')}
          </Text>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('prices.file')}
              accept=".csv,text/csv"
              value={file}
              onChange={setFile}
              w={280}
            />
            <Button size="sm" disabled={!file} loading={importPrices.isPending} onClick={() => void upload()}>
              {t('prices.import')}
            </Button>
          </Group>
          <FormError message={error} />
          {lines.length > 0 ? (
            <List size="xs" aria-label={t('prices.badLines')}>
              {lines.map(([where, why]) => (
                <List.Item key={where}>
                  {where}: {why}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
