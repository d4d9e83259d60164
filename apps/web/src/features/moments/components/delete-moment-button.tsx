import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteMoment } from '../api/delete-moment.ts';

/** The author's Delete, asked twice: a first press asks, the second deletes for good. */
export function DeleteMomentButton({ momentId }: { momentId: string }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = useDeleteMoment();

  if (!asking) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-stone-700">{failed ? 'Failed to delete. Try again?' : 'Delete this moment?'}</span>
      <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
        Keep it
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(momentId, {
            onError: (error) => {
              console.error('Failed to delete the moment', error);
              setFailed(true);
            },
          })
        }
      >
        {remove.isPending ? 'Deleting...' : 'Yes, delete'}
      </Button>
    </span>
  );
}
