/** A phone's photo made smaller before it is sent (at most 1600 px, JPEG): fast on a mobile network, under the 5 MB limit. The server checks it again. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    // Not something the browser can draw: sent as it is, and the server says what is wrong with it.
    return file;
  }
}
