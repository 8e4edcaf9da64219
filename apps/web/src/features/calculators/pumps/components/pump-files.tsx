// The calculation files of a pump for the duty (calculators §7 POST files/{pumpId}): the kit's
// CalculationFiles with the pump's request, its files' names and order (the datasheet first). A file
// reads as the cabinet lists it (the contracts' calcFileTitle) with its format: «График H–Q, PNG».
import { calcFileTitle, type PumpForm } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { CalculationFiles } from '../../../../components/calculator/calculation-files';
import type { KpViewedSolution } from '../../../../components/calculator/send-kp-button';
import { requestPumpFiles } from '../api/request-pump-files';
import { PUMPS_NS } from '../i18n';

export interface PumpFilesProps {
  pumpId: number;
  /** The duty the files describe; null when none is entered. */
  request: PumpForm | null;
  /** Why the pump cannot serve the duty (the server refuses its files then). */
  refusal: string | null;
  /** The pump shown: what «Отправить запрос» asks about (as many as the duty's pumps). */
  solution?: KpViewedSolution;
}

/** Display order of the files the server makes; others follow by name. */
const known = ['pdf', 'HQc.png', 'Powerc.png', 'Image.jpg', 'html'];
const keyOf = (name: string) =>
  name.endsWith('.pdf') ? 'pdf' : name.endsWith('.html') ? 'html' : known.includes(name) ? name : null;
const rank = (name: string) => {
  const key = keyOf(name);
  return key ? known.indexOf(key) : known.length;
};

export function PumpFiles({ pumpId, request, refusal, solution }: PumpFilesProps) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <CalculationFiles
      id={`pump-files-${pumpId}`}
      data-testid="pump-files"
      unavailable={!request ? t('files.needDuty') : refusal}
      requestKey={JSON.stringify(request)}
      kpSolution={solution ? { ...solution, quantity: request?.pcnt ?? 1 } : null}
      make={(signal) => requestPumpFiles(pumpId, request as PumpForm, signal)}
      hint={t('files.hint')}
      fileLabel={(name) => {
        const title = calcFileTitle('pump', name);
        const format = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toUpperCase();
        return title && format ? `${title.label}, ${format}` : name;
      }}
      compareFiles={(a, b) => rank(a) - rank(b) || a.localeCompare(b)}
    />
  );
}
