// «Мои объекты» (/person/place, portal §2): search by name, newest or oldest first, the add modal
// (mode 1), the object cards and the page bar. Search, sort and page live in the URL query.
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { listSort, type ListSort } from '@podbor/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { EmptyState, NothingFound, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { usePageParam } from '../../../lib/url-page';
import { useQueryParams } from '../../../lib/use-query-params';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { useObjects } from '../api/list-objects';
import { OBJECTS_NS } from '../i18n';
import { openAddObject } from './add-item-modal';
import { ObjectCard } from './object-card';

export const OBJECTS_PAGE_SIZE = 12;
/** Search typing pause before the list is asked again (portal §9 uses 400–450 ms for its lists). */
export const OBJECT_SEARCH_DEBOUNCE_MS = 400;

export function ObjectsPage() {
  const { t } = useTranslation(OBJECTS_NS);
  const [params, updateQuery] = useQueryParams();
  const search = useSearchParamInput('q', OBJECT_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageParam();
  const parsedSort = listSort.safeParse(params.get('sort'));
  const sort: ListSort = parsedSort.success ? parsedSort.data : 'new';
  const name = (params.get('q') ?? '').trim();

  const query = useObjects({
    name,
    sort,
    offset: (page - 1) * OBJECTS_PAGE_SIZE,
    limit: OBJECTS_PAGE_SIZE,
  });
  const data = query.data;
  const pages = pageCount(data?.count ?? 0, OBJECTS_PAGE_SIZE);

  const setSort = (value: string | null) =>
    updateQuery((q) => {
      if (value === 'old') q.set('sort', 'old');
      else q.delete('sort');
      q.delete('page');
    });

  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={openAddObject}>
      {t('list.create')}
    </Button>
  );

  const body = (
    <QueryView
      query={query}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} padding="md">
              <Skeleton h={20} w="70%" mb="sm" />
              <Skeleton h={12} w="40%" mb="lg" />
              <Skeleton h={12} w="80%" />
            </Card>
          ))}
        </SimpleGrid>
      }
      isEmpty={(data) => data.result.length === 0}
      empty={(data) => (
        <Card>
          {data.count === 0 && !name ? (
            <EmptyState title={t('list.empty')} text={t('list.emptyText')} action={create} />
          ) : (
            <NothingFound
              title={t('list.notFound')}
              text={name ? t('list.notFoundText', { name }) : undefined}
              reset={name ? { label: t('list.resetSearch'), onClick: () => search.onChange('') } : null}
              onFirstPage={() => setPage(1)}
            />
          )}
        </Card>
      )}
    >
      {(data) => (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.result.map((item) => (
              <ObjectCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
          <Pager total={pages} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  );

  return (
    <>
      <CabinetTitleBar title={t('list.title')}>{create}</CabinetTitleBar>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            flex="1 1 260px"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            {...search}
          />
          <Select
            w={{ base: '100%', xs: 220 }}
            label={t('list.sort')}
            data={[
              { value: 'new', label: t('list.sortNew') },
              { value: 'old', label: t('list.sortOld') },
            ]}
            value={sort}
            onChange={setSort}
            allowDeselect={false}
            checkIconPosition="right"
          />
        </Group>
        {data && data.count > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {name ? t('list.foundCount', { count: data.count }) : t('list.count', { count: data.count })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </>
  );
}
