import 'katex/dist/katex.min.css';
import mainRegularFont from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalicFont from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';

/**
 * KaTeX's stylesheet, and a preload of its two most used fonts for a page with server-rendered
 * maths (React puts the links in <head>): arriving late, they would move the text around them
 * once it is on screen.
 */
export function KatexFontPreloads() {
  return [mainRegularFont, mathItalicFont].map((href) => (
    <link
      key={href}
      rel="preload"
      href={href}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}
