// The cabinet's pages, composed from the features that own their parts (features do not import
// each other; app/ puts them together). One lazy module for all sections: entering the cabinet
// loads them together, so switching tabs waits for no download, and the first page keeps a single
// entry for them in its table of lazy chunks (the home page's budget).
import { ChatListPage } from '../../../features/chat/components/chat-list-page';
import { ChatTopicsPage } from '../../../features/chat/components/chat-topics-page';
import { LatestChatsCard } from '../../../features/chat/components/latest-chats-card';
import { OverviewPage } from '../../../features/cabinet/components/overview-page';
import { HistoryPage } from '../../../features/history/components/history-page';
import { HistoryPickerModal } from '../../../features/history/components/history-picker-modal';
import { LatestHistoryCard } from '../../../features/history/components/latest-history-card';
import { KpPage } from '../../../features/kp/components/kp-page';
import { LatestKpCard } from '../../../features/kp/components/latest-kp-card';
import { AttachCalcModal } from '../../../features/objects/components/attach-calc-modal';
import { ObjectDetailPage, ProjectDetailPage } from '../../../features/objects/components/item-detail-page';
import { LatestObjectsCard } from '../../../features/objects/components/latest-objects-card';
import { ObjectsPage } from '../../../features/objects/components/objects-page';

/** /person: the overview with the objects, history, КП and chat cards. */
export function OverviewRoute() {
  return (
    <OverviewPage
      objectsCard={<LatestObjectsCard />}
      historyCard={<LatestHistoryCard />}
      kpCard={<LatestKpCard />}
      chatCard={<LatestChatsCard />}
    />
  );
}

/** /person/history: the history with the objects feature's attach modal. */
export function HistoryRoute() {
  return <HistoryPage AttachModal={AttachCalcModal} />;
}

/** /person/place/{object_id}/{project_id}: the project with the history's picker for 'Добавить расчёт'. */
export function ProjectRoute() {
  return <ProjectDetailPage CalcPicker={HistoryPickerModal} />;
}

export { ChatListPage, ChatTopicsPage, KpPage, ObjectDetailPage, ObjectsPage };
