/**
 * The waybill PDF (issue 26, decision 0036): the time to make a signed domestic waybill of 10
 * goods lines (one page) and one of 60 lines (two pages) with `waybillPdf`, in process, with no
 * database: QR code, three drawn signatures (600 × 200 PNGs, as the phone's pad sends them) and
 * two remarks each. The first PDF (`coldMs`) includes reading the font files and the engine
 * compiling pdf-lib, fontkit and bwip-js; after `warmUp` more of each size, p50/p95/max of
 * `BENCH_RUNS` (default 50) of each, one after the other, as a server answering
 * `GET /api/waybills/:id/pdf` would make them; and the CPU time per PDF, which tells a busy
 * machine (wall clock well over CPU) from slow code.
 *
 * Run: npx tsx bench/waybill-pdf.ts
 * Prints one JSON object; exits 1 over budget (p95 300 ms for either size).
 */
import type { WaybillDocument } from '../apps/server/src/documents/waybill-document';
import { waybillPdf } from '../apps/server/src/documents/waybill-pdf';
import { goodsLine, signaturePng, testWaybill } from '../apps/server/test/documents/waybill-fixture';
import { benchPdfs } from './pdf-bench';

function signedWaybill(lineCount: number): WaybillDocument {
  const goods = Array.from({ length: lineCount }, (_, index) =>
    goodsLine({
      marks: `RK-${1000 + index}/1–${1 + (index % 4)}`,
      packages: 1 + (index % 4),
      packageKind: index % 3 === 0 ? 'finPallet' : 'eurPallet',
      description: `Rakennustarvikkeet, erä ${index + 1}${index % 5 === 0 ? ', kosteudelta suojattava' : ''}`,
      weightKg: 250 + 12.5 * index,
      volumeM3: 1.2 + (index % 3) * 0.4,
      loadingMetres: 0.4 * (1 + (index % 4)),
      dangerous:
        index % 10 === 0 ? { unNumber: '1203', hazardClass: '3', packingGroup: 'II', properName: 'BENSIINI' } : null,
    }),
  );
  const signature = (role: 'sender' | 'carrier' | 'consignee', name: string, minute: number) => ({
    role,
    name,
    at: new Date(Date.UTC(2026, 2, 2, 10, minute)),
    image: { contentType: 'image/png', bytes: signaturePng() },
  });
  return testWaybill({
    state: 'delivered',
    goods,
    notes: 'Soita vastaanottajalle 30 min ennen saapumista. Purku takaovesta, trukki paikalla.',
    signatures: [
      signature('sender', 'Sanna Mäkelä', 0),
      signature('carrier', 'Matti Virtanen', 1),
      signature('consignee', 'Pirjo Öhman', 50),
    ],
    remarks: [
      { type: 'damaged', note: 'Yksi lava kolhiintunut, kalvo rikki', at: new Date(Date.UTC(2026, 2, 2, 10, 45)) },
      { type: 'missing', note: 'Kaksi pakettia puuttuu', at: new Date(Date.UTC(2026, 2, 2, 10, 46)) },
    ],
  });
}

await benchPdfs({
  name: 'waybill-pdf',
  documents: { lines10: signedWaybill(10), lines60: signedWaybill(60) },
  makePdf: waybillPdf,
  contents: (waybill) => ({ lines: waybill.goods.length }),
  budgetP95Ms: 300,
});
