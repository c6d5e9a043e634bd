import PDFDocument from 'pdfkit';

/** What the printed attendance sheet of a session shows. */
export interface AttendanceSheetContent {
  schoolName: string;
  className: string;
  trainingName: string;
  /** DD/MM/YYYY */
  date: string;
  /** 'HH:MM às HH:MM' */
  time: string;
  instructorName: string | null;
  students: ReadonlyArray<{ name: string; mark: string | null }>;
}

const MARK_NAMES: Record<string, string> = { P: 'Presente', A: 'Ausente', J: 'Justificada', T: 'Atrasado' };
const ROW_HEIGHT = 26;
const MARGIN = 40;

/**
 * A session's attendance sheet as an A4 portrait PDF: the class, date and instructor on top, then one row per student with the
 * mark recorded so far and a line to sign, for schools that still collect signatures. Rows continue on new pages.
 */
export function renderAttendanceSheetPdf(content: AttendanceSheetContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Lista de presença - ${content.className} - ${content.date}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const columns = { number: MARGIN, name: MARGIN + 28, mark: MARGIN + 270, signature: MARGIN + 350 };

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(content.schoolName, MARGIN, MARGIN, { width });
    doc.fontSize(12).text('Lista de presença', { width });
    doc.font('Helvetica').fontSize(10).moveDown(0.4);
    doc.text(`Turma: ${content.className}    Treinamento: ${content.trainingName}`, { width });
    doc.text(`Data: ${content.date}    Horário: ${content.time}    Instrutor(a): ${content.instructorName ?? '—'}`, { width });
    const top = doc.y + 12;
    doc.font('Helvetica-Bold').fontSize(10);
    doc
      .text('Nº', columns.number, top)
      .text('Aluno', columns.name, top)
      .text('Presença', columns.mark, top)
      .text('Assinatura', columns.signature, top);
    doc
      .moveTo(MARGIN, top + 14)
      .lineTo(MARGIN + width, top + 14)
      .lineWidth(0.8)
      .stroke();
    return top + 20;
  };

  let y = header();
  doc.font('Helvetica').fontSize(10);
  content.students.forEach((student, index) => {
    if (y + ROW_HEIGHT > doc.page.height - MARGIN) {
      doc.addPage();
      y = header();
      doc.font('Helvetica').fontSize(10);
    }
    doc.text(String(index + 1), columns.number, y + 8);
    doc.text(student.name, columns.name, y + 8, { width: columns.mark - columns.name - 8, ellipsis: true, lineBreak: false });
    doc.text(student.mark ? (MARK_NAMES[student.mark] ?? student.mark) : '', columns.mark, y + 8);
    doc
      .moveTo(columns.signature, y + ROW_HEIGHT - 4)
      .lineTo(MARGIN + width, y + ROW_HEIGHT - 4)
      .lineWidth(0.4)
      .stroke();
    y += ROW_HEIGHT;
  });
  doc.end();
  return finished;
}
