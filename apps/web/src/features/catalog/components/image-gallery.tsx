import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCarousel } from './use-carousel.ts';

/** Product images change every 3 seconds and loop (docs/domain.md S9). */
export const GALLERY_INTERVAL_MS = 3000;

/** The product image carousel: autoplay 3 s, looping, thumbnails and dots that jump to an image. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const c = useCarousel(images.length, GALLERY_INTERVAL_MS);
  if (images.length === 0) return <div className="aspect-square rounded-2xl bg-slate-100" />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('product.gallery')}
      data-testid="product-gallery"
      data-index={c.index}
    >
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100" {...c.bind}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${c.index * 100}%)` }}
        >
          {images.map((src, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; position is identity
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('product.imageOf', { name, index: i + 1 })}
              aria-hidden={i !== c.index}
              className="aspect-square w-full shrink-0"
            >
              <img
                src={src}
                alt={t('product.imageOf', { name, index: i + 1 })}
                width={800}
                height={800}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="h-full w-full object-cover select-none"
              />
            </div>
          ))}
        </div>
        {images.length > 1 ? (
          <>
            <button
              type="button"
              onClick={c.previous}
              aria-label={t('home.previousSlide')}
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-slate-700 shadow hover:bg-white"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={c.next}
              aria-label={t('home.nextSlide')}
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-slate-700 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5" data-testid="gallery-dots">
              {images.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                  key={i}
                  type="button"
                  onClick={() => c.goTo(i)}
                  aria-label={t('product.showImage', { index: i + 1 })}
                  aria-current={i === c.index ? 'true' : undefined}
                  className="flex h-6 min-w-6 items-center justify-center"
                >
                  <span
                    className={cn(
                      'block h-1.5 rounded-full transition-all',
                      i === c.index ? 'w-6 bg-brand-600' : 'w-3 bg-slate-400/70',
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="mt-3 hidden grid-cols-5 gap-2 sm:grid">
          {images.map((src, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one thumbnail per position
              key={i}
              type="button"
              onClick={() => c.goTo(i)}
              aria-label={t('product.showImage', { index: i + 1 })}
              aria-current={i === c.index ? 'true' : undefined}
              className={cn(
                'aspect-square overflow-hidden rounded-lg border-2 bg-slate-100 transition',
                i === c.index ? 'border-brand-500' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img src={src} alt="" width={160} height={160} loading="lazy" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
