import type { NewsListItem } from '@hashforge/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Plays a video in a modal; the frame is only created while open, so nothing loads before a click. */
export function VideoDialog({ video, onClose }: { video: NewsListItem | null; onClose: () => void }) {
  const src = video?.videoUrl ? `${video.videoUrl}${video.videoUrl.includes('?') ? '&' : '?'}autoplay=1&rel=0` : null;
  return (
    <Dialog open={video !== null} onClose={onClose} title={video?.title ?? ''} width={960}>
      {src ? (
        <div className="-mx-5 -my-4 aspect-video bg-black sm:mx-0 sm:my-0 sm:overflow-hidden sm:rounded-lg">
          <iframe
            src={src}
            title={video?.title}
            className="h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="video-frame"
          />
        </div>
      ) : null}
    </Dialog>
  );
}
