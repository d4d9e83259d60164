import { mediaUrl } from '../../../lib/media.ts';

/** Backgrounds that all keep white initials at 4.5:1 or better. */
const avatarColours = [
  'bg-brand-700',
  'bg-rose-700',
  'bg-indigo-600',
  'bg-emerald-700',
  'bg-sky-700',
  'bg-violet-700',
  'bg-amber-800',
  'bg-fuchsia-700',
  'bg-orange-700',
  'bg-blue-700',
] as const;

export const ANONYMOUS = 'Anonymous';

/** The same username always gets the same colour, on every device. */
export function avatarColour(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarColours[hash % avatarColours.length]!;
}

/** The poster's name as the card shows it: a deleted or nameless account reads 'Anonymous'. */
export function posterName(user: { username?: string | null } | null | undefined): string {
  return user?.username?.trim() || ANONYMOUS;
}

interface PosterAvatarProps {
  username: string;
  photo: string | null | undefined;
  size?: 'sm' | 'md';
}

/** The poster's photo, or the first letter of their name on a colour of their own. */
export function PosterAvatar({ username, photo, size = 'md' }: PosterAvatarProps) {
  const box = size === 'sm' ? 'size-8 text-sm' : 'size-10 text-base';
  const pixels = size === 'sm' ? 32 : 40;
  if (photo) {
    return (
      <img
        src={mediaUrl(photo)}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      data-testid="avatar-initial"
      aria-hidden="true"
      className={`${box} ${avatarColour(username)} grid shrink-0 place-items-center rounded-full font-bold text-white uppercase ring-2 ring-white`}
    >
      {[...username][0] ?? '?'}
    </span>
  );
}
