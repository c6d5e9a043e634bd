import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Everything a certificate prints, already formatted in Portuguese. */
export interface CertificateContent {
  schoolName: string;
  studentName: string;
  /** Masked (`***.456.789-**`), or null to leave the line out. */
  maskedCpf: string | null;
  trainingName: string;
  /** Hours, or null when the training has none recorded. */
  workloadHours: number | null;
  /** Hours the student attended (present or late), or null when the class took no attendance. */
  attendedHours: number | null;
  /** Percent, or null when the class took no attendance. */
  attendancePercent: number | null;
  /** DD/MM/YYYY */
  startDate: string;
  /** DD/MM/YYYY */
  endDate: string;
  instructorName: string | null;
  /** DD/MM/YYYY */
  issuedOn: string;
  code: string;
  /** The public page the QR code points to. */
  verificationUrl: string;
}

const PRIMARY = '#1f5fa8';
const TEXT = '#222222';
const MUTED = '#555555';

/** 'carga horária de 40 horas' (1 hora). */
/** 'Frequência: 27 horas assistidas (90% das aulas).' */
function attendanceSentence(hours: number, percent: number): string {
  const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `Frequência: ${hours === 1 ? '1 hora assistida' : `${number(hours)} horas assistidas`} (${number(percent)}% das aulas).`;
}

function workloadText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

/**
 * The QR code of `text` as vector squares (sharp at any zoom or print size, and no image to
 * encode and decode), in a `size`-point square at (x, y) with a quiet zone of one module.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = size / (modules.size + 2);
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per run of dark modules in a row: fewer operations, no seams between neighbours.
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (start + 1) * module, y + (row + 1) * module, (column - start) * module, module);
    }
  }
  doc.fillColor('#000000').fill();
}

/**
 * The certificate as an A4 landscape PDF: the school, the student, the training and its dates, the date of issue and, in the corner, the
 * verification code with a QR code of the public page (also a link, so a reader on screen can click it). The standard Helvetica fonts cover
 * Portuguese (WinAnsi), so no font file ships with the service.
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificado - ${content.trainingName}`,
      Author: content.schoolName,
      Subject: `Certificado de conclusão de ${content.studentName}`,
      // The code in clear text: readers' document properties show it, and tools can find it without parsing the page.
      Keywords: `certificado; código de verificação ${content.code}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  doc
    .lineWidth(3)
    .strokeColor(PRIMARY)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  const left = 80;
  const textWidth = width - 2 * left;
  const centred = { width: textWidth, align: 'center' as const };

  doc
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(content.schoolName.toUpperCase(), left, 70, { ...centred, characterSpacing: 1.5 });
  doc.fontSize(40).text('CERTIFICADO', left, 110, { ...centred, characterSpacing: 4 });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(MUTED)
    .text('DE CONCLUSÃO', left, 158, { ...centred, characterSpacing: 3 });

  doc.fillColor(TEXT).fontSize(15).text('Certificamos que', left, 220, centred);
  doc.font('Helvetica-Bold').fontSize(26).text(content.studentName, left, 246, centred);
  let y = doc.y + 4;
  if (content.maskedCpf) {
    doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(`CPF ${content.maskedCpf}`, left, y, centred);
    y = doc.y + 8;
  } else y += 8;
  doc.font('Helvetica').fontSize(15).fillColor(TEXT).text('concluiu o treinamento', left, y, centred);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(PRIMARY)
    .text(content.trainingName, left, doc.y + 4, centred);
  const period = `realizado de ${content.startDate} a ${content.endDate}`;
  const sentence = content.workloadHours ? `com carga horária de ${workloadText(content.workloadHours)}, ${period}.` : `${period}.`;
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor(TEXT)
    .text(sentence, left, doc.y + 8, centred);
  if (content.attendedHours !== null && content.attendancePercent !== null)
    doc
      .fontSize(13)
      .fillColor(MUTED)
      .text(attendanceSentence(content.attendedHours, content.attendancePercent), left, doc.y + 6, centred);
  if (content.instructorName)
    doc
      .fontSize(13)
      .fillColor(MUTED)
      .text(`Instrutor(a): ${content.instructorName}`, left, doc.y + 6, centred);

  // Signature of the school, bottom left.
  const baseline = height - 110;
  doc
    .lineWidth(0.8)
    .strokeColor(TEXT)
    .moveTo(left, baseline)
    .lineTo(left + 260, baseline)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(TEXT)
    .text(content.schoolName, left, baseline + 6, { width: 260, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Emitido em ${content.issuedOn}`, left, baseline + 24, { width: 260, align: 'center' });

  // Verification, bottom right: the QR code, its link, the code and where to check it.
  const qrSize = 96;
  const qrX = width - left - qrSize;
  const qrY = height - 64 - qrSize;
  drawQrCode(doc, content.verificationUrl, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, content.verificationUrl);
  const infoWidth = 250;
  const infoX = qrX - 12 - infoWidth;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Código de verificação', infoX, qrY + 14, { width: infoWidth, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(TEXT)
    .text(content.code, infoX, qrY + 28, { width: infoWidth, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Confira a autenticidade em', infoX, qrY + 52, { width: infoWidth, align: 'right' });
  doc
    .fontSize(9)
    .fillColor(PRIMARY)
    .text(content.verificationUrl, infoX, qrY + 64, { width: infoWidth, align: 'right', link: content.verificationUrl });

  doc.end();
  return finished;
}
