import { libraryImageOf, srcsetOf } from '@tsuzuri/media/urls';

/** A card is a third of the content width on desktop, half on tablets, the screen on phones. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

type Props = {
  src: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  className: string;
};

/**
 * An article card's thumbnail. A media-library image becomes a <picture> of its AVIF and WebP
 * files (the browser takes the smallest that fills the card); any other src a plain <img>.
 * Decorative (alt=""): the card's title, right below, is the link's text.
 */
export function CardImage({ src, loading, fetchPriority, className }: Props) {
  const library = libraryImageOf(src);
  const shown = library?.fallback ?? { url: src, width: 1280, height: 720 };
  const img = (
    <img
      src={shown.url}
      alt=""
      width={shown.width}
      height={shown.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
  if (!library) return img;
  const formats = (['avif', 'webp'] as const).filter((f) =>
    library.variants.some((v) => v.format === f),
  );
  return (
    <picture>
      {formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcsetOf(library, format)}
          sizes={CARD_SIZES}
        />
      ))}
      {img}
    </picture>
  );
}
