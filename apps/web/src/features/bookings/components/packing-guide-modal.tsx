import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

// The markdown renderer is most of this page's weight: it downloads when a guide is first opened.
const PackingGuideMarkdown = lazy(() => import('./packing-guide-markdown.tsx').then((module) => ({ default: module.PackingGuideMarkdown })));

interface PackingGuideModalProps {
  guide: string | null;
  onClose: () => void;
}

/** The spec's packing guide dialog: 'Your Personalized Packing Guide', with Close. */
export function PackingGuideModal({ guide, onClose }: PackingGuideModalProps) {
  return (
    <Modal
      open={guide !== null}
      title="Your Personalized Packing Guide"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {guide !== null && (
        <Suspense fallback={<p className="py-8 text-center text-stone-600">Opening your guide...</p>}>
          <PackingGuideMarkdown markdown={guide} />
        </Suspense>
      )}
    </Modal>
  );
}
