import { isClassImageData } from '@studio/contracts/browser';

/** The longer side of a re-encoded picture: a class card shows it at most a few hundred pixels wide. */
const MAX_SIDE_PX = 1600;
/** JPEG qualities tried, best first, before the picture is made smaller. */
const QUALITIES = [0.85, 0.7, 0.55];
/** Each further try draws the picture this much smaller. */
const SHRINK = 0.7;

/** Spec §2: any image file is kept as an embedded data string (`data:image/...;base64,...`). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The side an SVG without a size of its own is drawn at. */
const UNSIZED_SIDE_PX = 1200;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/**
 * The picture ready to draw: createImageBitmap decodes most formats, but not SVG, which an <img> of the file's
 * data string does (an SVG is refused as it is when it is too large or does more than draw).
 */
async function decode(file: File, dataUrl: string): Promise<Decoded> {
  try {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  } catch (bitmapError) {
    const image = new Image();
    image.src = dataUrl;
    await image.decode().catch(() => {
      throw bitmapError;
    });
    const width = image.naturalWidth || UNSIZED_SIDE_PX;
    const height = image.naturalHeight || UNSIZED_SIDE_PX;
    return { source: image, width, height, release: () => undefined };
  }
}

/**
 * The picture as a data string the catalogue accepts. A file of an accepted type and size is kept as it is;
 * any other image the browser can show (a phone's large photo, a TIFF in Safari, a large SVG) is drawn again as
 * a JPEG, at most MAX_SIDE_PX on its longer side and smaller still until it fits. Rejects when the browser
 * cannot decode the file.
 */
export async function readImageFile(file: File): Promise<string> {
  const asIs = await readAsDataUrl(file);
  if (isClassImageData(asIs)) return asIs;
  const image = await decode(file, asIs);
  try {
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(image.width, image.height));
    let width = Math.max(1, Math.round(image.width * scale));
    let height = Math.max(1, Math.round(image.height * scale));
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('The image could not be drawn');
      // JPEG has no transparency: transparent parts become white, as on the cards.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image.source, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const jpeg = canvas.toDataURL('image/jpeg', quality);
        if (isClassImageData(jpeg)) return jpeg;
      }
      if (width <= 16 || height <= 16) throw new Error('The image could not be made small enough');
      width = Math.round(width * SHRINK);
      height = Math.round(height * SHRINK);
    }
  } finally {
    image.release();
  }
}
