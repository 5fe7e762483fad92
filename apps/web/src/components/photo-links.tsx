/**
 * Photos sent with a request (a complaint, a help-desk case), each opening full size in a new tab; the caller
 * names the list and each picture, so the words stay in its own strings.
 */
export function PhotoLinks({
  photos,
  label,
  alt,
}: {
  photos: { id: string; url: string }[];
  label: string;
  alt: (n: number) => string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-xl">
            <img
              src={photo.url}
              alt={alt(index + 1)}
              loading="lazy"
              className="size-24 rounded-xl border border-border/70 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
