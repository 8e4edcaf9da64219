// /dcu/product_item — the DCU result page (calculators §2): «Подбор оборудования», the product name,
// the main characteristics, the documents (files whose name starts with ~ hidden) with «Скачать» in
// a new tab, the 3D view when Images/3d.png is listed, the article with copy, «Сохранить расчёт» and
// «Отправить спецификацию менеджеру». The request hash is in the URL: a reload keeps the result.
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconDownload, IconEdit } from '@tabler/icons-react';
import { calcFileTitle, dcuDocumentLabels, type RequestStatus } from '@podbor/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArticleCopy } from '../../../../components/calculator/article-copy';
import { SendKpButton } from '../../../../components/calculator/send-kp-button';
import { paths } from '../../../../config/paths';
import { apiDownload } from '../../../../lib/api-client';
import { useGrantRefusalRedirect } from '../../../../lib/calculator/calculator-api';
import { openFileInNewTab } from '../../../../lib/file-download';
import { hrefOf, loginLocation } from '../../../../lib/next-page';
import { formatCallError } from '../../../../lib/selection/format-error';
import { useSession } from '../../../../lib/session';
import { useDcuResult } from '../api/get-dcu-result';
import { DCU_NS } from '../i18n';
import classes from './dcu.module.css';
import { SaveCalcModal } from './save-calc-modal';

const IMAGE_3D = dcuDocumentLabels.files.image3d;

export function DcuResultPage() {
  const { t } = useTranslation(DCU_NS);
  useGrantRefusalRedirect('DCU');
  const location = useLocation();
  const hash = new URLSearchParams(location.search).get('hash');
  const initial = (location.state as { status?: RequestStatus } | null)?.status;
  const query = useDcuResult(hash, initial);
  const { signedIn } = useSession();
  const [saving, setSaving] = useState(false);

  if (!hash)
    return (
      <Stack gap="md">
        <Title order={1}>{t('result.title')}</Title>
        <Text>{t('result.noHash')}</Text>
        <Anchor component={Link} to={paths.calculators.dcu.getHref()}>
          {t('result.toForm')}
        </Anchor>
      </Stack>
    );
  if (query.isPending)
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('result.loading')}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <Title order={1}>{t('result.title')}</Title>
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('result.failed')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {formatCallError(query.error)}
          </Text>
        </Alert>
        <Anchor component={Link} to={paths.calculators.dcu.getHref()}>
          {t('result.toForm')}
        </Anchor>
      </Stack>
    );

  const { status, result } = query.data;
  const files = Object.entries(status.files ?? {}).filter(([name]) => !name.startsWith('~'));
  const image = files.find(([name]) => name === IMAGE_3D)?.[1] ?? null;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('result.title')}</Title>
      <div>
        <Title order={2} fz="h3" mb={6} data-testid="dcu-product-name">
          {result.productName}
        </Title>
        <ArticleCopy article={result.articul} />
      </div>
      {result.illustrative && result.note ? (
        <Alert color="orange" variant="light">
          {result.note}
        </Alert>
      ) : null}
      <div className={classes.resultLayout}>
        <section aria-labelledby="dcu-params">
          <Title id="dcu-params" order={3} fz="h4" mb="xs">
            {t('result.params')}
          </Title>
          <Table className={classes.params} striped withRowBorders={false} data-testid="dcu-params">
            <Table.Tbody>
              {Object.entries(result.productParams).map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={400} c="dark.5" w="50%">
                    {name}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <Stack gap="lg">
          <Documents files={files} />
          {image ? <View3d path={image} articul={result.articul} signedIn={signedIn} /> : null}
        </Stack>
      </div>
      <section aria-labelledby="dcu-bom">
        <Title id="dcu-bom" order={3} fz="h4" mb="xs">
          {t('result.bom')}
        </Title>
        <div className={classes.tableWrap}>
          <Table striped data-testid="dcu-bom">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>№</Table.Th>
                <Table.Th>{t('result.bomArticle')}</Table.Th>
                <Table.Th>{t('result.bomName')}</Table.Th>
                <Table.Th ta="right">{t('result.bomQty')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.bom.map((l, i) => (
                <Table.Tr key={`${l.article}-${i}`}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{l.article}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </section>
      <Group gap="sm" className={classes.actions}>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => setSaving(true)}>
          {t('result.save')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconEdit size={16} />}
          component={Link}
          to={paths.calculators.dcu.getHref(result.options)}
        >
          {t('result.edit')}
        </Button>
      </Group>
      <SendKpButton
        requestId={status.id}
        label={t('result.send')}
        solution={{ article: result.articul, name: result.productName }}
      />
      <SaveCalcModal opened={saving} onClose={() => setSaving(false)} requestId={status.id} />
    </Stack>
  );
}

/** The documentation list: each file with «Скачать» opening it in a new tab (signed in). */
function Documents({ files }: { files: [string, string][] }) {
  const { t } = useTranslation(DCU_NS);
  const { signedIn } = useSession();
  const login = loginLocation(hrefOf(useLocation()));
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="dcu-docs" data-testid="dcu-documents">
      <Title id="dcu-docs" order={3} fz="h4" mb="xs">
        {t('result.documents')}
      </Title>
      <Stack gap={6}>
        {files.map(([name, path]) => {
          const label = calcFileTitle('dcu', name)?.label ?? name;
          return (
            <Group key={name} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} />}
                disabled={!signedIn}
                aria-label={t('result.downloadItem', { name: label })}
                onClick={() => {
                  setError(null);
                  openFileInNewTab(path, name, t('result.opening')).catch((e: unknown) =>
                    setError(formatCallError(e)),
                  );
                }}
              >
                {t('result.download')}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {signedIn ? null : (
        <Text size="sm" c="dimmed" mt="xs">
          {t('result.view3dGuest')}{' '}
          <Anchor component={Link} to={login.to} state={login.state} size="sm">
            {t('save.login')}
          </Anchor>
        </Text>
      )}
      {error ? (
        <Alert color="red" mt="xs">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}

/** The 3D view: the owner's file, fetched with the session and shown from memory. */
function View3d({ path, articul, signedIn }: { path: string; articul: string; signedIn: boolean }) {
  const { t } = useTranslation(DCU_NS);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let objectUrl: string | null = null;
    let live = true;
    apiDownload(path)
      .then(({ blob }) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, signedIn]);
  if (!signedIn || !url) return null;
  return (
    <section aria-labelledby="dcu-3d">
      <Title id="dcu-3d" order={3} fz="h4" mb="xs">
        {t('result.view3d')}
      </Title>
      <img
        src={url}
        alt={t('result.view3dAlt', { articul })}
        className={classes.view3d}
        data-testid="dcu-3d"
      />
    </section>
  );
}
