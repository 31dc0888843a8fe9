import { ThunderboltOutlined } from '@ant-design/icons';

/**
 * A class picture at 16:9; the embedded image wins over the URL, and a drawn placeholder stands in for none. It
 * always sits by the class's name as a heading, so it is decorative (empty alt): a screen reader would otherwise
 * read the name twice.
 */
export function ClassImage({ imageData, imageUrl }: { imageData?: string | null; imageUrl?: string | null }) {
  const src = imageData || imageUrl;
  // An embedded picture costs no request, and lazy loading would only hold back its paint (often the largest
  // on a class list's first screen); a picture fetched from elsewhere waits until it nears the screen.
  return (
    <div className="class-image">
      {src ? (
        <img src={src} alt="" loading={imageData ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <div className="class-image__placeholder" aria-hidden="true">
          <ThunderboltOutlined />
        </div>
      )}
    </div>
  );
}
