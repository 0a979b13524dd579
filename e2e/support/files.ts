/** Test files built in memory: a PNG of any size (the server's encoder) and a small valid PDF. */
import { encodePng } from '../../server/src/files/png';

/** An RGB PNG of `width`×`height` with a teal-to-purple gradient and a light circle. */
export function pngBytes(width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) => {
    if ((x - width / 2) ** 2 + (y - height / 2) ** 2 < (width / 4) ** 2) return [240, 240, 240];
    const t = x / width;
    return [Math.round(15 + t * 99), Math.round(118 - t * 72), Math.round(110 + t * 99)];
  });
}

/** A one-page PDF that says "Curriculum vitae". */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 52 >>\nstream\nBT /F1 24 Tf 72 760 Td (Curriculum vitae) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
