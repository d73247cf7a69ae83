import { cantidadText, formatMXN, importeText, REGIMENES_FISCALES, USOS_CFDI, type CfdiDocument } from '@huerta/contracts';
import type { CfdiTimbre } from './cfdi-xml';
import { pesosEnLetra } from './pesos-en-letra';

/**
 * The printed representation of a CFDI (what the shopper opens and the accountant prints): letter paper,
 * Spanish, dense — emisor, receptor, conceptos, IVA by rate, the total in words, the timbre and the SAT's
 * verification QR. In test mode every page carries a large diagonal «SIN VALIDEZ FISCAL».
 */

const FORMAS: Record<string, string> = { '01': 'Efectivo', '03': 'Transferencia electrónica de fondos', '04': 'Tarjeta de crédito', '28': 'Tarjeta de débito', '99': 'Por definir' };
const METODOS: Record<string, string> = { PUE: 'Pago en una sola exhibición', PPD: 'Pago en parcialidades o diferido' };
const TIPOS: Record<string, string> = { I: 'Ingreso', E: 'Egreso (nota de crédito)', P: 'Pago (complemento de pago)' };
const PERIODICIDADES: Record<string, string> = { '01': 'Diario', '02': 'Semanal', '03': 'Quincenal', '04': 'Mensual', '05': 'Bimestral' };
const RELACIONES: Record<string, string> = { '01': 'Nota de crédito de los documentos relacionados', '04': 'Sustitución de los CFDI previos', '07': 'CFDI por aplicación de anticipo' };

const regimen = (clave: string) => `${clave} ${REGIMENES_FISCALES.find((r) => r.clave === clave)?.nombre ?? ''}`.trim();
const uso = (clave: string) => `${clave} ${clave === 'CP01' ? 'Pagos' : (USOS_CFDI.find((u) => u.clave === clave)?.nombre ?? '')}`.trim();
const labelled = (map: Record<string, string>, clave: string | null) => (clave ? `${clave} ${map[clave] ?? ''}`.trim() : '—');
const money = formatMXN;

/**
 * The SAT's verification address (Anexo 20, representación impresa): id = UUID, re/rr = RFCs, tt = total,
 * fe = the seal's last 8 characters.
 */
export function verificationUrl(doc: CfdiDocument, timbre: CfdiTimbre): string {
  const q = new URLSearchParams({ id: timbre.uuid, re: doc.emisor.rfc, rr: doc.receptor.rfc, tt: importeText(doc.total), fe: timbre.selloCFD.slice(-8) });
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${q.toString()}`;
}

/** The TFD's cadena original (complemento de certificación), printed under the seals. */
const cadenaTimbre = (t: CfdiTimbre) => `||1.1|${t.uuid}|${t.fechaTimbrado}|${t.rfcProvCertif}|${t.leyenda ? `${t.leyenda}|` : ''}${t.selloCFD}|${t.noCertificadoSAT}||`;

export async function cfdiPdf(doc: CfdiDocument, timbre: CfdiTimbre, opts: { prueba: boolean }): Promise<Buffer> {
  // Loaded on the first CFDI printed, as the other heavy libraries (idle processes do not carry them).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qr = await QRCode.toBuffer(verificationUrl(doc, timbre), { errorCorrectionLevel: 'M', margin: 0, width: 240 });
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 36,
    bufferPages: true,
    info: { Title: `CFDI ${doc.serie}${doc.folio} ${timbre.uuid}`, Author: doc.emisor.nombre, Subject: opts.prueba ? 'SIN VALIDEZ FISCAL' : 'Representación impresa de un CFDI 4.0' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 36;
  const width = pdf.page.width - 72;
  const bottom = () => pdf.page.height - 48;
  const ensure = (h: number) => {
    if (pdf.y + h > bottom()) pdf.addPage();
  };
  const heading = (text: string) => {
    ensure(24);
    pdf.moveDown(0.4).font('Helvetica-Bold').fontSize(8).fillColor('#14532d').text(text.toUpperCase(), left, pdf.y, { width });
    pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).lineWidth(0.5).strokeColor('#14532d').stroke();
    pdf.moveDown(0.2).fillColor('black');
  };
  /** «Label: value» pairs in two columns. */
  const pairs = (rows: [string, string][]) => {
    const col = width / 2;
    for (let i = 0; i < rows.length; i += 2) {
      ensure(12);
      const y = pdf.y;
      let next = y;
      for (const [j, row] of [rows[i], rows[i + 1]].entries()) {
        if (!row) continue;
        pdf.font('Helvetica-Bold').fontSize(7.5).text(`${row[0]}: `, left + j * col, y, { continued: true, width: col - 8 }).font('Helvetica').text(row[1]);
        next = Math.max(next, pdf.y);
      }
      pdf.y = next;
    }
  };

  // Header: the emisor and the document's identity.
  pdf.font('Helvetica-Bold').fontSize(13).text(doc.emisor.nombre, left, 36, { width: width * 0.6 });
  pdf.font('Helvetica').fontSize(8).text(`RFC ${doc.emisor.rfc}`).text(`Régimen fiscal: ${regimen(doc.emisor.regimenFiscal)}`).text(`Lugar de expedición (C.P.): ${doc.lugarExpedicion}`);
  const headerBottom = pdf.y;
  const boxX = left + width * 0.62;
  pdf.font('Helvetica-Bold').fontSize(11).text(`CFDI ${TIPOS[doc.tipo] ?? doc.tipo}`, boxX, 36, { width: width * 0.38, align: 'right' });
  pdf.font('Helvetica').fontSize(8).text(`Serie y folio: ${doc.serie}${doc.folio ? `-${doc.folio}` : ''}`, { width: width * 0.38, align: 'right' });
  pdf.text(`Fecha de emisión: ${doc.fecha}`, { width: width * 0.38, align: 'right' });
  pdf.font('Helvetica-Bold').text('Folio fiscal (UUID)', { width: width * 0.38, align: 'right' }).font('Helvetica').text(timbre.uuid, { width: width * 0.38, align: 'right' });
  pdf.y = Math.max(pdf.y, headerBottom);

  heading('Receptor');
  pairs([
    ['RFC', doc.receptor.rfc],
    ['Nombre', doc.receptor.nombre],
    ['Régimen fiscal', regimen(doc.receptor.regimenFiscal)],
    ['Domicilio fiscal (C.P.)', doc.receptor.domicilioFiscal],
    ['Uso del CFDI', uso(doc.receptor.usoCfdi)],
  ]);

  heading('Comprobante');
  const rows: [string, string][] = [
    ['Tipo de comprobante', labelled(TIPOS, doc.tipo)],
    ['Moneda', doc.moneda === 'XXX' ? 'XXX (sin moneda)' : 'MXN Peso mexicano'],
    ['Forma de pago', labelled(FORMAS, doc.formaPago)],
    ['Método de pago', labelled(METODOS, doc.metodoPago)],
    ['Exportación', '01 No aplica'],
    ['Versión', '4.0'],
  ];
  if (doc.informacionGlobal) {
    const g = doc.informacionGlobal;
    rows.push(['Periodicidad', labelled(PERIODICIDADES, g.periodicidad)], ['Meses / año', `${g.meses} / ${g.anio}`]);
  }
  if (doc.relacionados) rows.push(['CFDI relacionados', `${labelled(RELACIONES, doc.relacionados.tipoRelacion)}: ${doc.relacionados.uuids.join(', ')}`]);
  pairs(rows);

  // The conceptos: clave, cantidad, unidad, descripción, valor unitario, IVA, importe.
  heading('Conceptos');
  const cols = [
    { title: 'Clave', w: 48 },
    { title: 'Cantidad', w: 44, align: 'right' as const },
    { title: 'Unidad', w: 70 },
    { title: 'Descripción', w: width - 48 - 44 - 70 - 66 - 40 - 62 },
    { title: 'Valor unitario', w: 66, align: 'right' as const },
    { title: 'IVA', w: 40, align: 'right' as const },
    { title: 'Importe', w: 62, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    const h = Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: cols[i]!.w - 4 })));
    ensure(h + 3);
    const y = pdf.y;
    let x = left;
    cells.forEach((c, i) => {
      pdf.text(c, x, y, { width: cols[i]!.w - 4, align: cols[i]!.align ?? 'left' });
      x += cols[i]!.w;
    });
    pdf.y = y + h + 3;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const c of doc.conceptos) {
    row(
      [
        c.claveProdServ,
        cantidadText(c.cantidadMilesimas),
        doc.tipo === 'P' ? c.claveUnidad : `${c.claveUnidad} ${c.unidad}`,
        c.noIdentificacion ? `${c.descripcion} (No. ${c.noIdentificacion})` : c.descripcion,
        `$${c.valorUnitario}`,
        doc.tipo === 'P' ? '—' : `${c.traslado.tasa} %`,
        money(c.importe),
      ],
      false,
    );
  }

  // Payments of a complemento de pago.
  for (const p of doc.pagos ?? []) {
    heading(`Pago recibido el ${p.fechaPago}`);
    pairs([
      ['Forma de pago', labelled(FORMAS, p.formaPago)],
      ['Monto', `${money(p.monto)} MXN`],
    ]);
    for (const d of p.doctos) {
      ensure(24);
      pdf.font('Helvetica-Bold').fontSize(7.5).text(`Documento relacionado ${d.uuid}${d.serie || d.folio ? ` (${d.serie ?? ''}${d.folio ? `-${d.folio}` : ''})` : ''}`, left, pdf.y, { width });
      pdf
        .font('Helvetica')
        .text(
          `Parcialidad ${d.numParcialidad} · Saldo anterior ${money(d.saldoAnterior)} · Importe pagado ${money(d.importePagado)} · Saldo insoluto ${money(d.saldoInsoluto)}` +
            d.traslados.map((t) => ` · IVA ${t.tasa} %: base ${money(t.base)}, impuesto ${money(t.importe)}`).join(''),
          { width },
        );
    }
  }

  // Totals, IVA by rate, the amount in words.
  ensure(70);
  pdf.moveDown(0.5);
  const totalsX = left + width - 260;
  const totalsY = pdf.y;
  const total = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 8).text(label, totalsX, y, { width: 180, align: 'right' });
    pdf.text(value, totalsX + 180, y, { width: 80, align: 'right' });
  };
  // A payment's CFDI has no amounts of its own (total 0): what it prints in figures and words is the payment.
  const shown = doc.tipo === 'P' ? (doc.pagos ?? []).reduce((s, p) => s + p.monto, 0) : doc.total;
  if (doc.tipo === 'P') total('Total pagado', money(shown), true);
  else {
    total('Subtotal', money(doc.subtotal));
    if (doc.descuento) total('Descuento', `-${money(doc.descuento)}`);
    for (const t of doc.traslados) total(`IVA ${t.tasa} % sobre ${money(t.base)}`, money(t.importe));
    total('Total', money(doc.total), true);
  }
  const afterTotals = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(7.5).text('Importe con letra:', left, totalsY, { width: width - 270 });
  pdf.font('Helvetica').text(pesosEnLetra(shown), { width: width - 270 });
  pdf.y = Math.max(pdf.y, afterTotals);

  // The timbre: QR and seals.
  heading('Timbre fiscal digital');
  ensure(110);
  const qrSize = 96;
  const qrY = pdf.y;
  pdf.image(qr, left, qrY, { width: qrSize, height: qrSize });
  const textX = left + qrSize + 10;
  const textW = width - qrSize - 10;
  pdf.y = qrY;
  const seal = (label: string, value: string) => pdf.font('Helvetica-Bold').fontSize(6.5).text(`${label}:`, textX, pdf.y, { width: textW }).font('Courier').fontSize(6).text(value, { width: textW });
  pdf.font('Helvetica').fontSize(7).text(`Folio fiscal: ${timbre.uuid}   Fecha de certificación: ${timbre.fechaTimbrado}   RFC del PAC: ${timbre.rfcProvCertif}`, textX, pdf.y, { width: textW });
  pdf.text(`No. de certificado del emisor: ${timbre.noCertificado}   No. de certificado del SAT: ${timbre.noCertificadoSAT}`, { width: textW });
  seal('Sello digital del CFDI', timbre.selloCFD);
  seal('Sello del SAT', timbre.selloSAT);
  seal('Cadena original del complemento de certificación digital del SAT', cadenaTimbre(timbre));
  pdf.y = Math.max(pdf.y, qrY + qrSize) + 6;
  pdf.font('Helvetica').fontSize(7).fillColor('#444').text('Este documento es una representación impresa de un CFDI versión 4.0.', left, pdf.y, { width, align: 'center' });
  if (opts.prueba) pdf.text('Emitido en modo de prueba: no fue timbrado por un PAC ni enviado al SAT.', { width, align: 'center' });

  // The test mode's watermark on every page, drawn last, under nothing the reader needs.
  if (opts.prueba) {
    const range = pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      pdf.switchToPage(i);
      pdf.save();
      pdf.rotate(-40, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
      pdf.font('Helvetica-Bold').fontSize(60).fillColor('#dc2626').fillOpacity(0.18);
      // Wider than the page: the rotated words fit on one line along the diagonal.
      pdf.text('SIN VALIDEZ FISCAL', -150, pdf.page.height / 2 - 30, { width: pdf.page.width + 300, align: 'center', lineBreak: false });
      pdf.restore();
    }
  }
  pdf.end();
  return done;
}
