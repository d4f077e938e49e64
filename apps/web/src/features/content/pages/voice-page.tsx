import { type NewsListItem, NewsType } from '@hashforge/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/format.tsx';
import { PlayIcon } from '../../../components/icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { useNewsInfinite } from '../api/get-news-pager.ts';
import { NewsLayout } from '../components/news-layout.tsx';
import { VideoDialog } from '../components/video-dialog.tsx';

/** Videos load 10 at a time as the visitor scrolls (docs/domain.md S9). */
const PAGE_SIZE = 10;

function VideoCard({ video, onPlay }: { video: NewsListItem; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="video-card">
      <button
        type="button"
        onClick={onPlay}
        className="group relative block aspect-video w-full overflow-hidden bg-slate-900"
        aria-label={t('news.play', { title: video.title })}
      >
        {video.cover ? (
          <img
            src={video.cover}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            className="h-full w-full object-cover opacity-90 transition group-hover:scale-[1.02] group-hover:opacity-100"
          />
        ) : null}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-600 shadow-lg transition group-hover:scale-110 group-hover:bg-white">
            <PlayIcon className="ml-1 size-7" />
          </span>
        </span>
      </button>
      <div className="p-4">
        <h2 className="font-semibold text-slate-900">{video.title}</h2>
        <DateTime iso={video.releaseTime} className="mt-1 block text-xs text-slate-500" />
      </div>
    </article>
  );
}

export default function VoicePage() {
  const { t } = useTranslation();
  const query = useNewsInfinite(NewsType.video, PAGE_SIZE);
  const [playing, setPlaying] = useState<NewsListItem | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const videos = query.data?.pages.flatMap((p) => p.list) ?? [];
  // Two columns filled alternately: appending a page never moves a card already on screen.
  const columns = [videos.filter((_, i) => i % 2 === 0), videos.filter((_, i) => i % 2 === 1)];

  return (
    <NewsLayout>
      {query.isPending ? (
        <PageSpinner />
      ) : videos.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="grid grid-cols-2 items-start gap-3 sm:gap-6" data-testid="video-waterfall">
            {columns.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two columns are positions
              <div key={c} className="flex flex-col gap-3 sm:gap-6">
                {column.map((v) => (
                  <VideoCard key={v.id} video={v} onPlay={() => setPlaying(v)} />
                ))}
              </div>
            ))}
          </div>
          <div ref={sentinel} className="flex justify-center py-8 text-sm text-slate-500">
            {isFetchingNextPage ? <Spinner label={t('news.loadingMore')} /> : hasNextPage ? null : t('news.allLoaded')}
          </div>
        </>
      )}
      <VideoDialog video={playing} onClose={() => setPlaying(null)} />
    </NewsLayout>
  );
}
