import { Form } from 'antd';
import type { FormProviderProps } from 'antd/es/form/context';
import { useRef, useState, type ReactNode } from 'react';

type FormChange = NonNullable<FormProviderProps['onFormChange']>;

/**
 * Reads out a field's error as it appears while the member edits that field, once for each new text. Ant Design
 * ties the error to its field (aria-invalid, aria-describedby), but a screen reader reads a description only when
 * focus comes to the field, so an error shown as the member typed, or left the field, went unheard. Fields not yet
 * edited are left to a failed submit, which focuses the first invalid one and so has its error read.
 */
export function FieldErrorAnnouncer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: '', count: 0, key: '' });
  const shown = useRef(new Map<string, string>());
  // A status region's text stays in the page: an error left there once fixed is read as if it still held.
  const clear = (key?: string) =>
    setSaid((last) => (last.text && (key === undefined || last.key === key) ? { ...last, text: '' } : last));

  const onFormChange: FormChange = (form, { changedFields }) => {
    // A field being checked has no errors until the check ends: the one it showed may well come back.
    for (const field of changedFields.filter((changed) => !changed.validating)) {
      const key = `${form}:${JSON.stringify(field.name)}`;
      const error = field.errors?.[0];
      if (!error) {
        shown.current.delete(key);
        clear(key);
      } else if (field.touched && shown.current.get(key) !== error) {
        shown.current.set(key, error);
        setSaid(({ count }) => ({ text: error, count: count + 1, key }));
      }
    }
  };

  return (
    <>
      <Form.Provider onFormChange={onFormChange} onFormFinish={() => clear()}>
        {children}
      </Form.Provider>
      {/* A new paragraph each time, so the same text for another field is read again. */}
      <div className="visually-hidden" role="status">
        {said.text ? <p key={said.count}>{said.text}</p> : null}
      </div>
    </>
  );
}
