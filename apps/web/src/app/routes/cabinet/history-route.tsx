// /person/history: the history page with the objects feature's attach modal.
import { HistoryPage } from '../../../features/history/components/history-page';
import { AttachCalcModal } from '../../../features/objects/components/attach-calc-modal';

export function HistoryRoute() {
  return <HistoryPage AttachModal={AttachCalcModal} />;
}
