import placeholder from './class-placeholder.svg';

/**
 * A class picture at 16:9; the embedded image wins over the URL, and the studio's placeholder picture stands in
 * for none. It always sits by the class's name as a heading, so it is decorative (empty alt): a screen reader
 * would otherwise read the name twice.
 */
export function ClassImage({ imageData, imageUrl }: { imageData?: string | null; imageUrl?: string | null }) {
  const src = imageData || imageUrl || placeholder;
  // An embedded picture (or the placeholder, inlined in the bundle) costs no request, and lazy loading would only
  // hold back its paint (often the largest on a class list's first screen); a picture fetched from elsewhere
  // waits until it nears the screen.
  return (
    <div className="class-image">
      <img src={src} alt="" loading={imageUrl && !imageData ? 'lazy' : 'eager'} decoding="async" />
    </div>
  );
}
