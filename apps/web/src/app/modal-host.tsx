// The modal host (portal §3): while a modal is open, the modal layer draws it. The layer and every
// modal body arrive as one lazy chunk on the first opening, so the first page load carries none.
import { lazy, Suspense } from 'react';
import { useModalState } from '../lib/modal-store';

const ModalLayer = lazy(() => import('./modal-layer').then((m) => ({ default: m.ModalLayer })));

export function ModalHost() {
  const { active } = useModalState();
  if (active === 'MODAL_DISABLE') return null;
  return (
    <Suspense fallback={null}>
      <ModalLayer />
    </Suspense>
  );
}
