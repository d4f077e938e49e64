import { type Banner, isSiteLink } from '@hashforge/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCarousel } from './use-carousel.ts';

/** The home banners change every 6 seconds (docs/domain.md S9). */
export const BANNER_INTERVAL_MS = 6000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { t } = useTranslation();
  const className = 'block h-full w-full';
  // The banner is a picture: its link is named for where it goes.
  const label = t('home.bannerLink');
  // A link stored before the rule that sends buyers to another site ("//host") leads nowhere.
  if (!banner.jumpUrl || !isSiteLink(banner.jumpUrl)) return <div className={className}>{children}</div>;
  if (banner.jumpUrl.startsWith('/')) {
    return (
      <Link to={banner.jumpUrl} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={banner.jumpUrl} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** The home carousel: autoplay every 6 s, looping, arrows, dots, swipe; pauses on hover and focus. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const c = useCarousel(banners.length, BANNER_INTERVAL_MS);
  if (banners.length === 0) return null;
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/35 text-white backdrop-blur transition hover:bg-black/55 sm:flex';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      className="relative overflow-hidden bg-ink-900"
      data-testid="banner-carousel"
      data-index={c.index}
      {...c.bind}
    >
      <div
        className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${c.index * 100}%)` }}
        aria-live={c.paused ? 'polite' : 'off'}
      >
        {banners.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a fieldset
          <div
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { index: i + 1, count: banners.length })}
            aria-hidden={i !== c.index}
            inert={i !== c.index}
            className="aspect-[2/1] w-full shrink-0 sm:aspect-[3/1]"
          >
            <BannerLink banner={b}>
              <img
                src={b.mediaUrl}
                alt=""
                width={1920}
                height={640}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="h-full w-full object-cover object-left select-none"
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <>
          <button
            type="button"
            className={cn(arrow, 'left-4')}
            onClick={c.previous}
            aria-label={t('home.previousSlide')}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button type="button" className={cn(arrow, 'right-4')} onClick={c.next} aria-label={t('home.nextSlide')}>
            <ChevronRightIcon className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-2 sm:bottom-5">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => c.goTo(i)}
                aria-label={t('home.goToSlide', { index: i + 1 })}
                aria-current={i === c.index ? 'true' : undefined}
                className="group flex h-6 items-center px-0.5"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full transition-all',
                    i === c.index ? 'w-8 bg-white' : 'w-4 bg-white/45 group-hover:bg-white/70',
                  )}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => c.setStopped(!c.stopped)}
              aria-label={c.stopped ? t('home.play') : t('home.pause')}
              className="ml-1 flex size-6 items-center justify-center rounded-full text-white/80 hover:text-white"
            >
              {c.stopped ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-4" />}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
