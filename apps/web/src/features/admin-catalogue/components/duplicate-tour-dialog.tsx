import { tourDuplicateMessages } from '@yatrika/contract/tour-duplicates';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** The server found a tour with this title on the same dates: the operator goes back, or creates this one all the same. */
export function DuplicateTourDialog({ message, busy, onCreate, onClose }: { message: string | null; busy: boolean; onCreate: () => void; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      title="This tour may exist already"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Back to the form
          </Button>
          <Button onClick={onCreate} disabled={busy}>
            {busy ? 'Creating...' : tourDuplicateMessages.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{message}</p>
    </Modal>
  );
}
