/**
 * Whether a file's first bytes are an image the server takes (JPEG, PNG, GIF, WebP or AVIF), the
 * same test the server applies (api/media/sniff.ts). A file's name and declared type prove nothing:
 * a web page renamed photo.jpg claims to be a JPEG.
 */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

export function sniffImageBytes(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    for (let offset = 8; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, offset, 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(head);
  });
}

async function sniffImage(file: Blob): Promise<ImageKind | undefined> {
  if (file.size < 12) return undefined;
  try {
    return sniffImageBytes(new Uint8Array(await readHead(file)));
  } catch {
    return undefined;
  }
}

/** Why a picked file is refused, or null when it can be uploaded. */
export async function refuseReason(file: File): Promise<string | null> {
  if (file.type && !file.type.startsWith('image/')) {
    return `“${file.name}” is not an image. Choose a JPEG, PNG, WebP, AVIF or GIF photo.`;
  }
  if (!(await sniffImage(file))) {
    return `“${file.name}” is not a photo this site can use: its contents are not a JPEG, PNG, WebP, AVIF or GIF image.`;
  }
  return null;
}
