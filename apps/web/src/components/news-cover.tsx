/**
 * A news cover in a list card: fills the card's 16:9 box, loads lazily unless it is one of the first
 * row's (`priority`: above the fold, where a lazy image waits for layout and delays the largest
 * paint), and zooms a little when the card (the `group`) is hovered. Sized 1200 x 675 like the
 * covers, so the box does not jump.
 */
export function NewsCover({ cover, priority = false }: { cover: string; priority?: boolean }) {
  return cover ? (
    <img
      src={cover}
      alt=""
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
    />
  ) : null;
}
