/**
 * Decides an upload's type from its first bytes, never from its name or declared type. Only formats
 * we accept are recognised; everything else (SVG, HTML, scripts, archives, ...) is undefined and
 * never reaches an image decoder.
 */
export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'pdf';

const startsWith = (data: Buffer, signature: string, offset = 0) =>
  data.length >= offset + signature.length &&
  data.toString('latin1', offset, offset + signature.length) === signature;

export function sniff(data: Buffer): Sniffed | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (startsWith(data, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  if (startsWith(data, 'ftyp', 4) && isAvifBrand(data)) return 'avif';
  if (startsWith(data, '%PDF-')) return 'pdf';
  return undefined;
}

/** An ISO-BMFF file whose major or compatible brands include AVIF's. */
function isAvifBrand(data: Buffer): boolean {
  const boxSize = data.readUInt32BE(0);
  if (boxSize < 16 || boxSize > 256 || data.length < boxSize) return false;
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = data.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}
