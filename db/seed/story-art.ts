/**
 * The picture of each sample news item and event: a 16:9 card with a physics drawing chosen for
 * the story and a short caption naming it, drawn as SVG and rendered by sharp. Every story has its
 * own; nothing is downloaded.
 */
import sharp from 'sharp';
import { motifs, seeded, type Ink, type Motif } from './story-motifs';

export interface StoryArt {
  motif: Motif;
  /** Two to four words on the picture, e.g. 'Exam timetable'. */
  caption: string;
  /** Small capitals above the caption: the news category, or 'Event'. */
  kicker: string;
}

const width = 1200;
const height = 675;

interface Palette {
  from: string;
  to: string;
  ink: Ink;
}

const palettes: [Palette, ...Palette[]] = [
  { from: '#0b0620', to: '#2a0f7a', ink: { line: '#a5f3fc', accent: '#fbbf24', soft: '#b9a6ff' } },
  { from: '#04121f', to: '#0e5a6b', ink: { line: '#e0f2fe', accent: '#f472b6', soft: '#67e8f9' } },
  { from: '#1a0b2e', to: '#7c2d5a', ink: { line: '#fde68a', accent: '#2fd3f0', soft: '#f9a8d4' } },
  { from: '#071a12', to: '#14532d', ink: { line: '#d9f99d', accent: '#fbbf24', soft: '#86efac' } },
  { from: '#150a05', to: '#7c3a0a', ink: { line: '#fed7aa', accent: '#38bdf8', soft: '#fdba74' } },
  { from: '#0a0f2c', to: '#1e3a8a', ink: { line: '#c7d2fe', accent: '#f59e0b', soft: '#93c5fd' } },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Breaks the caption into lines of about `perLine` characters, at spaces. */
function lines(text: string, perLine: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The card as SVG; `index` picks the palette and seeds the drawing, so each story differs. */
function storyArtSvg(art: StoryArt, index: number): string {
  const palette = palettes[index % palettes.length] ?? palettes[0];
  const rand = seeded(index + 1);
  const drawing = motifs[art.motif]({ x: 620, y: 60, w: 520, h: 520 }, palette.ink, rand);
  const caption = lines(art.caption, 15);
  const firstLine = height - 90 - (caption.length - 1) * 70;
  const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${Math.round(rand() * width)}" cy="${Math.round(rand() * height)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#fff" opacity="${(0.2 + rand() * 0.4).toFixed(2)}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${palette.ink.soft}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.ink.soft}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${dots}
    <circle cx="880" cy="320" r="360" fill="url(#glow)"/>
    ${drawing}
    <text x="64" y="${firstLine - 64}" font-family="${font}" font-size="26" font-weight="bold" letter-spacing="4" fill="${palette.ink.accent}">${escapeXml(art.kicker.toUpperCase())}</text>
    ${caption
      .map(
        (line, i) =>
          `<text x="64" y="${firstLine + i * 70}" font-family="${font}" font-size="58" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
}

export function storyArtJpeg(art: StoryArt, index: number): Promise<Buffer> {
  return sharp(Buffer.from(storyArtSvg(art, index)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
