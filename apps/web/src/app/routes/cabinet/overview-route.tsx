// /person: the overview composed from the features that own its cards (features do not import
// each other; app/ puts them together).
import { OverviewPage } from '../../../features/cabinet/components/overview-page';
import { LatestHistoryCard } from '../../../features/history/components/latest-history-card';
import { LatestObjectsCard } from '../../../features/objects/components/latest-objects-card';

export function OverviewRoute() {
  return <OverviewPage objectsCard={<LatestObjectsCard />} historyCard={<LatestHistoryCard />} />;
}
