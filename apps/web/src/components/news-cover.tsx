/**
 * A news cover in a list card: fills the card's 16:9 box, loads lazily, and zooms a little when the
 * card (the `group`) is hovered. Sized 1200 x 675 like the covers, so the box does not jump.
 */
export function NewsCover({ cover }: { cover: string }) {
  return cover ? (
    <img
      src={cover}
      alt=""
      width={1200}
      height={675}
      loading="lazy"
      className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
    />
  ) : null;
}
