import { LoopingVideo, videos } from '../../../components/ui/looping-video.tsx';

/** The spec's two looping videos beside the home page (wide screens only). */
export function SideVideos() {
  return (
    <div className="sticky top-6 flex flex-col gap-4">
      <p className="font-display text-lg font-semibold text-stone-900">Moments from the road</p>
      <LoopingVideo video={videos.sideOne} label={videos.sideOne.description} className="aspect-[3/4] w-full rounded-card bg-stone-200 object-cover shadow-card" />
      <LoopingVideo video={videos.sideTwo} label={videos.sideTwo.description} className="aspect-[3/4] w-full rounded-card bg-stone-200 object-cover shadow-card" />
    </div>
  );
}
