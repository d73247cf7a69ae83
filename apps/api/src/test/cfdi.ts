import { randomUUID } from 'node:crypto';

/** A stamped CFDI 4.0 as a PAC hands it back (the parts the shop reads, with the real namespaces). */
export function cfdiXml(o: { rfc: string; total: string; uuid?: string; version?: string; stamped?: boolean; prefix?: string }) {
  const c = o.prefix ?? 'cfdi';
  const timbre =
    o.stamped === false
      ? ''
      : `<${c}:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${o.uuid ?? randomUUID()}" FechaTimbrado="2026-11-23T10:00:00" RfcProvCertif="SAT970701NN3" SelloCFD="abc" NoCertificadoSAT="00001000000504465028" SelloSAT="def"/></${c}:Complemento>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<${c}:Comprobante xmlns:${c}="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="${o.version ?? '4.0'}" Serie="HB" Folio="1001" Fecha="2026-11-23T09:00:00" SubTotal="${o.total}" Moneda="MXN" Total="${o.total}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="22000">` +
      `<${c}:Emisor Rfc="HBA190101AB1" Nombre="HUERTA BAJA" RegimenFiscal="601"/>` +
      `<${c}:Receptor Rfc="${o.rfc}" Nombre="TAQUERIA EL FARO" DomicilioFiscalReceptor="22000" RegimenFiscalReceptor="601" UsoCFDI="G01"/>` +
      `<${c}:Conceptos><${c}:Concepto ClaveProdServ="50400000" Cantidad="1" ClaveUnidad="H87" Descripcion="Frutas y verduras" ValorUnitario="${o.total}" Importe="${o.total}" ObjetoImp="01"/></${c}:Conceptos>` +
      `${timbre}</${c}:Comprobante>\n`,
  );
}

/** The smallest file a PDF reader opens: header, one object, trailer, end marker. */
export const tinyPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: { name: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----huerta${randomUUID().replace(/-/g, '')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
    p.data,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
