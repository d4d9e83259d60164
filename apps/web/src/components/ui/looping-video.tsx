import { useEffect, useRef } from 'react';

/**
 * The spec's looping muted videos (self-made clips, see apps/web/scripts/make-videos.mjs).
 * They never delay the first paint: the poster shows at once and the clip is fetched only when
 * it is on screen (`preload="none"`, played by an IntersectionObserver, paused off screen).
 * People who ask for reduced motion see the poster alone.
 */
export const videos = {
  hero: {
    src: '/videos/hero.mp4',
    poster: '/videos/hero.jpg',
    width: 960,
    height: 540,
    description: 'A houseboat on the Kerala backwaters, the Taj Mahal at dawn and tents below snowy peaks',
  },
  sideOne: {
    src: '/videos/side-1.mp4',
    poster: '/videos/side-1.jpg',
    width: 480,
    height: 640,
    description: 'A waterfall in the forest, then a shikara on a mountain lake',
  },
  sideTwo: {
    src: '/videos/side-2.mp4',
    poster: '/videos/side-2.jpg',
    width: 480,
    height: 640,
    description: 'Lamps on the ghats at dusk, then a desert camp under the stars',
  },
} as const;

interface LoopingVideoProps {
  video: (typeof videos)[keyof typeof videos];
  /** Describes the scene for people who cannot see it (each clip's `description` says what it shows). */
  label: string;
  className?: string;
}

export function LoopingVideo({ video, label, className = '' }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // React does not always reflect `muted` as an attribute; browsers only autoplay muted media.
    element.muted = true;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const play = () => void element.play?.()?.catch(() => {});
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else element.pause?.();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      className={className}
      src={video.src}
      poster={video.poster}
      width={video.width}
      height={video.height}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
    />
  );
}
