/** Multipart bodies written byte by byte, so the catalogue can send what no browser would. */

export const boundary = '----chapter-security-check-5f2a';
export const multipartType = `multipart/form-data; boundary=${boundary}`;

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer | string };

/** A well-formed multipart body of `parts`; `closed: false` leaves out the closing boundary. */
export function multipart(parts: Part[], closed = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `content-type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`, 'utf8'));
    if (!('value' in part)) chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
