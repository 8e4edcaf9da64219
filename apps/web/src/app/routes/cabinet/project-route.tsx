// /person/place/{object_id}/{project_id}: the project page with the history feature's picker for
// 'Добавить расчёт'.
import { HistoryPickerModal } from '../../../features/history/components/history-picker-modal';
import { ProjectDetailPage } from '../../../features/objects/components/item-detail-page';

export function ProjectRoute() {
  return <ProjectDetailPage CalcPicker={HistoryPickerModal} />;
}
