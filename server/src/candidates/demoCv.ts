/**
 * A one-page PDF CV for a demo candidate (her name, role, city and skills), so the seeded
 * database has candidates with CVs: the candidate search's "CV uploaded" filter and the CV link of
 * a connected candidate's profile show something on a fresh start.
 */

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
function pdfText(text: string): string {
  return `(${text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1')})`;
}

export function demoCvPdf(lines: {
  name: string;
  role: string;
  city: string;
  skills: string[];
}): Buffer {
  const content = [
    'BT /F1 24 Tf 72 760 Td',
    `${pdfText(lines.name)} Tj`,
    '/F1 14 Tf 0 -32 Td',
    `${pdfText(`${lines.role}, ${lines.city}`)} Tj`,
    '0 -24 Td',
    `${pdfText(`Skills: ${lines.skills.join(', ')}`)} Tj`,
    '0 -24 Td',
    `${pdfText('Curriculum vitae (demo data)')} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
