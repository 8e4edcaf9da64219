// The catalogue's filter list both pump pages of this folder need before they can draw anything:
// a loader while it comes, the call's error under a page-specific title, then the page itself.
import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCallError } from '../../../../lib/selection/format-error';
import classes from '../components/pump-page.module.css';
import { usePumpCatalogFilter } from './api';

export type PumpCatalogFilter = NonNullable<ReturnType<typeof usePumpCatalogFilter>['data']>;

export function CatalogFilterGate({
  errorTitle,
  children,
}: {
  errorTitle: string;
  children: (filter: PumpCatalogFilter) => ReactNode;
}) {
  const filter = usePumpCatalogFilter();
  if (filter.isPending)
    return (
      <div className={classes.loading} role="status">
        <Loader />
      </div>
    );
  if (filter.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} title={errorTitle}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {formatCallError(filter.error)}
        </Text>
      </Alert>
    );
  return children(filter.data);
}
