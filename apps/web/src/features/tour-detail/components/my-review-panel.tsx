import { useState } from 'react';
import { useMyTourReview } from '../api/get-my-tour-review.ts';
import { OwnReview } from './own-review.tsx';
import { ReviewForm } from './review-form.tsx';

/**
 * Below the list: the form while the traveller has not reviewed the tour, then their review with
 * Edit and Delete. If their review cannot be looked up, the form stays (the server still refuses a second).
 */
export function MyReviewPanel({ tourId }: { tourId: string }) {
  const mine = useMyTourReview(tourId);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (mine.isPending) return null;
  const review = mine.data ?? null;
  if (!review) {
    return <ReviewForm key="new" tourId={tourId} onSaved={setNotice} />;
  }
  if (editing) {
    return (
      <ReviewForm
        key={review._id}
        tourId={tourId}
        editing={review}
        onSaved={(message) => {
          setNotice(message);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <OwnReview
      review={review}
      notice={notice}
      onEdit={() => {
        setNotice(null);
        setEditing(true);
      }}
    />
  );
}
