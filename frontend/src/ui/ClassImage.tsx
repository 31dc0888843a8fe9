import { ThunderboltOutlined } from '@ant-design/icons';

/** A class picture at 16:9; the embedded image wins over the URL, and a drawn placeholder stands in for none. */
export function ClassImage({
  name,
  imageData,
  imageUrl,
}: {
  name: string;
  imageData?: string | null;
  imageUrl?: string | null;
}) {
  const src = imageData || imageUrl;
  // An embedded picture costs no request, and lazy loading would only hold back its paint (often the largest
  // on a class list's first screen); a picture fetched from elsewhere waits until it nears the screen.
  return (
    <div className="class-image">
      {src ? (
        <img src={src} alt={name} loading={imageData ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <div className="class-image__placeholder" aria-hidden="true">
          <ThunderboltOutlined />
        </div>
      )}
    </div>
  );
}
