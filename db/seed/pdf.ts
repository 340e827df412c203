/**
 * Renders the sample PDFs (past questions, lecture notes, notes tutorials) with pdf-lib: A4 pages
 * of wrapped text in the standard Helvetica faces, so nothing is embedded and a file stays a few
 * kilobytes. Output is deterministic (fixed dates, no producer stamp): the same document always
 * has the same bytes, hence the same content-hashed media key on every seed.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

interface DocumentSection {
  heading: string;
  /** Starts the section at the top of a fresh page, as an exam paper's sections do. */
  newPage?: boolean;
  paragraphs?: string[];
  /** Numbered entries: questions, problems, exercises. */
  items?: string[];
}

export interface SampleDocument {
  /** The big line on the first page, e.g. 'PHY 101 General Physics I'. */
  title: string;
  /** What the document is, e.g. 'Past questions: 2024/2025 first semester examination'. */
  kind: string;
  /** Short facts under the title: year, lecturer, time allowed. */
  details: string[];
  sections: DocumentSection[];
}

const page = { width: 595.28, height: 841.89 } as const;
const margin = 56;
const textWidth = page.width - margin * 2;
const ink = rgb(0.09, 0.1, 0.16);
const muted = rgb(0.36, 0.38, 0.45);
const brand = rgb(0.2, 0.19, 0.55);
const fixedDate = new Date('2026-01-05T00:00:00.000Z');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The code points each standard font can encode (asked once: building the list is slow). */
const characterSets = new Map<string, Set<number>>();
function encodable(font: PDFFont): Set<number> {
  let known = characterSets.get(font.name);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font.name, known);
  }
  return known;
}

/** Splits text into lines no wider than `width`; a character the font cannot encode becomes '?'. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const known = encodable(font);
  const clean = [...text].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'));
  const lines: string[] = [];
  const space = font.widthOfTextAtSize(' ', size);
  // Words are measured one at a time, not the growing line again and again: measuring is slow.
  let line = '';
  let lineWidth = 0;
  for (const word of clean.join('').split(/\s+/).filter(Boolean)) {
    const wordWidth = font.widthOfTextAtSize(word, size);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top to bottom, starting a new page whenever the current one is full. */
class Writer {
  private current: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.current = this.addPage();
    this.y = page.height - margin;
  }

  private addPage(): PDFPage {
    const added = this.pdf.addPage([page.width, page.height]);
    added.drawRectangle({ x: 0, y: page.height - 8, width: page.width, height: 8, color: brand });
    this.y = page.height - margin;
    return added;
  }

  /** Room for `height` more points, or a fresh page. */
  private need(height: number): void {
    if (this.y - height < margin + 24) this.current = this.addPage();
  }

  pageBreak(): void {
    this.current = this.addPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  text(
    text: string,
    options: { size: number; bold?: boolean; colour?: typeof ink; indent?: number; gap?: number },
  ): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const leading = options.size * 1.35;
    for (const line of wrap(text, font, options.size, textWidth - indent)) {
      this.need(leading);
      this.y -= leading;
      this.current.drawText(line, {
        x: margin + indent,
        y: this.y,
        size: options.size,
        font,
        color: options.colour ?? ink,
      });
    }
    this.y -= options.gap ?? 0;
  }

  /** A numbered entry: the number hangs in the margin of the text. */
  item(number: number, text: string): void {
    this.need(14);
    const label = `${number}.`;
    this.current.drawText(label, {
      x: margin,
      y: this.y - 10.5 * 1.35,
      size: 10.5,
      font: this.fonts.bold,
      color: ink,
    });
    this.text(text, { size: 10.5, indent: 22, gap: 6 });
  }

  rule(): void {
    this.need(12);
    this.y -= 6;
    this.current.drawLine({
      start: { x: margin, y: this.y },
      end: { x: page.width - margin, y: this.y },
      thickness: 0.75,
      color: muted,
    });
    this.y -= 6;
  }
}

/** Page numbers and a line saying what the file is, on every page once all are written. */
function addFooters(pdf: PDFDocument, fonts: Fonts, note: string): void {
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${note}  |  Page ${index + 1} of ${pages.length}`, {
      x: margin,
      y: margin / 2,
      size: 8,
      font: fonts.regular,
      color: muted,
    });
  });
}

export async function renderPdf(document: SampleDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  pdf.setTitle(`${document.title}: ${document.kind}`);
  pdf.setAuthor('Department of Physics');
  pdf.setSubject(document.kind);
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);

  const writer = new Writer(pdf, fonts);
  writer.text('DEPARTMENT OF PHYSICS', { size: 9, bold: true, colour: brand, gap: 10 });
  writer.text(document.title, { size: 22, bold: true, gap: 4 });
  writer.text(document.kind, { size: 13, colour: brand, gap: 8 });
  for (const detail of document.details) writer.text(detail, { size: 10, colour: muted });
  writer.rule();
  for (const section of document.sections) {
    if (section.newPage) writer.pageBreak();
    else writer.space(8);
    writer.text(section.heading, { size: 13, bold: true, gap: 4 });
    for (const paragraph of section.paragraphs ?? [])
      writer.text(paragraph, { size: 10.5, gap: 6 });
    (section.items ?? []).forEach((entry, index) => writer.item(index + 1, entry));
  }
  addFooters(
    pdf,
    fonts,
    'Sample document of a fresh install: staff replace it from the admin pages',
  );
  return pdf.save({ useObjectStreams: false });
}
