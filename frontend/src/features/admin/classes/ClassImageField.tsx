import { Button } from 'antd';
import { useId, useState, type ChangeEvent } from 'react';
import { isImageFile, readImageFile } from './read-image-file';

export const IMAGE_TEXTS = {
  notImage: 'Please choose an image file',
  unreadable: 'The image could not be read. Please try another file.',
} as const;

/** The class picture: pick any image file, see it, or remove it. `value` is the data string or null. */
export function ClassImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setProblem(IMAGE_TEXTS.notImage);
      return;
    }
    try {
      onChange(await readImageFile(file));
      setProblem(null);
    } catch {
      setProblem(IMAGE_TEXTS.unreadable);
    }
  };

  return (
    <div className="class-image-field">
      <label htmlFor={inputId} className="class-image-field__label">
        Class Image
      </label>
      <input
        id={inputId}
        className="class-image-field__input"
        type="file"
        accept="image/*"
        onChange={pick}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      {problem ? (
        <p id={`${inputId}-problem`} className="class-image-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {value ? (
        <div className="class-image-field__preview">
          <img src={value} alt="Preview of the class image" />
          <Button size="small" onClick={() => onChange(null)}>
            Remove Image
          </Button>
        </div>
      ) : null}
    </div>
  );
}
