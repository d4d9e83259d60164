import type { Tour } from '@yatrika/contract/tours';
import { Link } from 'react-router';
import { useToggleWishlist } from '../../lib/wishlist.ts';

const heartClasses = (liked: boolean) =>
  `grid size-10 place-items-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:scale-110 disabled:cursor-progress ${
    liked ? 'text-rose-600' : 'text-stone-700 hover:text-rose-600'
  }`;

/** The heart on a tour card or page: pressed when the tour is in the wishlist, changed only once the call succeeds. */
export function WishlistHeart({ tour, liked }: { tour: Tour; liked: boolean }) {
  const toggle = useToggleWishlist();
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Add ${tour.title} to wishlist`}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ tour, liked })}
      className={heartClasses(liked)}
    >
      <HeartIcon filled={liked} pulsing={toggle.isPending} />
    </button>
  );
}

/** The same heart for a visitor: a link to sign in (`to`), after which they come back to the tour. */
export function WishlistHeartLink({ tour, to }: { tour: Pick<Tour, 'title'>; to: string }) {
  return (
    <Link to={to} aria-label={`Add ${tour.title} to wishlist`} className={heartClasses(false)}>
      <HeartIcon filled={false} pulsing={false} />
    </Link>
  );
}

function HeartIcon({ filled, pulsing }: { filled: boolean; pulsing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-5 ${pulsing ? 'animate-pulse' : ''}`} aria-hidden="true">
      <path
        d="M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.8 0 3.5.9 4.6 2.3 1.1-1.4 2.8-2.3 4.6-2.3 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9L12 20.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
