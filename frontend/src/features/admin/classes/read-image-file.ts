/** Spec §2: any image file is kept as an embedded data string (`data:image/...;base64,...`). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function readImageFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
