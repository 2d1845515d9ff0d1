/**
 * A QR code of `text` (a seat's link) drawn as SVG from the matrix the `uqr` library encodes — each dark
 * module a square of one path, with the quiet zone around — so a player's phone or tablet opens the link
 * from the umpire's screen. The text is never put into the page as HTML.
 */
import { encode } from 'uqr';

/** Props: what to encode, the drawn size (px) and the accessible name. */
export type QrCodeProps = { text: string; sizePx: number; label: string };

/** The code. */
export function QrCode({ text, sizePx, label }: QrCodeProps) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const size = data.length;
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg role="img" aria-label={label} width={sizePx} height={sizePx} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="qr-code">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
