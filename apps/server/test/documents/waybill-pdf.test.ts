import { describe, expect, it } from 'vitest';
import { mm } from '../../src/documents/pdf-document';
import { waybillPdf } from '../../src/documents/waybill-pdf';
import { jpeg, png } from '../files/test-images';
import { goodsLine, QR_URL, signaturePng, testCmr, testWaybill } from './waybill-fixture';
import { imagesPerPage, readPdf } from './waybill-pdf-reading';

const A4 = [595.28, 841.89];
const FRAME = { left: mm(15), right: A4[0]! - mm(15), bottom: mm(16) };

const signed = {
  state: 'delivered' as const,
  signatures: [
    {
      role: 'sender' as const,
      name: 'Sanna Mäkelä',
      at: new Date('2026-03-02T07:45:00Z'),
      image: { contentType: 'image/png', bytes: signaturePng() },
    },
    {
      role: 'carrier' as const,
      name: 'Matti Virtanen',
      at: new Date('2026-03-02T07:50:00Z'),
      image: { contentType: 'image/png', bytes: png() },
    },
    {
      role: 'consignee' as const,
      name: 'Pirjo Öhman',
      at: new Date('2026-03-02T10:05:00Z'),
      // A small Buffer from Node's pool, as a database driver returns one (see embedSignature).
      image: { contentType: 'image/jpeg', bytes: jpeg() },
    },
  ],
};

describe('waybillPdf: domestic (rahtikirja)', () => {
  it('writes a Finnish waybill on one A4 page: number, parties, places, goods with totals, dangerous goods and the QR code', async () => {
    const bytes = await waybillPdf(testWaybill());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { pages, sizes } = await readPdf(bytes);
    expect(sizes).toEqual([A4]);
    const text = pages[0]!;
    expect(text).toContain('RAHTIKIRJA');
    expect(text).toContain('Nro 1042');
    expect(text).toContain('Laadittu Helsinki, 02.03.2026');
    expect(text).toContain('Viite: PO-55821');
    for (const label of ['Lähettäjä', 'Vastaanottaja', 'Rahdinkuljettaja', 'Rahdinmaksaja'])
      expect(text).toContain(label);
    expect(text).toContain('Äänekosken Öljy ja Kuljetus Oy');
    expect(text).toContain('Y-tunnus 0737546-2');
    expect(text).toContain('Y-tunnus 2345678-5');
    expect(text).toContain('Kuljettaja: Matti Virtanen');
    expect(text).toContain('Ajoneuvo: ABC-123');
    expect(text).toContain('Äänekosken Öljy ja Kuljetus Oy (asiakas 1001)');
    // 07:30 and 10:00 UTC are 09:30 and 12:00 in Helsinki in March (UTC+2).
    expect(text).toMatch(
      /Kuljetettavaksi ottamisen paikka ja aika\nÖljyvarasto, Köydenpunojankatu 5, 00180 Helsinki\n02\.03\.2026 09:30/,
    );
    expect(text).toContain('Luovutuspaikka');
    expect(text).toContain('02.03.2026 12:00');
    expect(text).toContain('RK-1042/1–4 4 EUR-lava Maalit ja lakat, kuivat 1 250,5 4,8 1,6');
    expect(text).toContain('12 paketti Varaosat 180,25 0,4');
    // By hand: 4 + 6 + 12 packages; 1 250,5 + 1 200 + 180,25 kg; 4,8 + 1,2 m³; 1,6 + 0,4 loading metres.
    expect(text).toContain('Yhteensä 22 2 630,75 6 2');
    expect(text).toContain('UN 1203 BENSIINI, 3, II');
    expect(text).toContain('Vaaralliset aineet (ADR)\nUN 1203 BENSIINI, 3, II – kolleja 6 (tynnyri), brutto 1 200 kg');
    expect(text).toContain(QR_URL);
    expect(text).toContain('1 / 1');
    expect(text).not.toContain('MITÄTÖITY');
    expect(text).not.toContain('CMR');
    // The QR code is the one image of an unsigned waybill.
    expect(await imagesPerPage(bytes)).toEqual([1]);
  });

  it('prints the terms given, the notes, and amounts in the organisation currency', async () => {
    const base = testWaybill();
    const text = (
      await readPdf(
        await waybillPdf(
          testWaybill({
            currency: 'SEK',
            notes: 'Soita vastaanottajalle 30 min ennen saapumista.',
            terms: {
              ...base.terms,
              noTranshipment: true,
              cashOnDelivery: 1250,
              declaredValue: 15000.5,
              agreedTransitTime: '24 h',
              documentsHandedOver: 'Käyttöturvallisuustiedote',
              specialAgreements: 'Purku takaovesta',
            },
          }),
        ),
      )
    ).pages[0]!;
    expect(text).toContain('Erityisehdot');
    expect(text).toContain('Uudelleenlastaus kielletty');
    expect(text).toContain('Jälkivaatimus: 1 250,00 SEK');
    expect(text).toContain('Arvoilmoitus: 15 000,50 SEK');
    expect(text).toContain('Sovittu kuljetusaika: 24 h');
    expect(text).toContain('Rahdinkuljettajalle luovutetut asiakirjat: Käyttöturvallisuustiedote');
    expect(text).toContain('Erityiset sopimukset: Purku takaovesta');
    expect(text).toContain('Lisätiedot\nSoita vastaanottajalle 30 min ennen saapumista.');
  });

  it('leaves out the terms box when no term is agreed', async () => {
    const text = (await readPdf(await waybillPdf(testWaybill()))).pages[0]!;
    expect(text).not.toContain('Erityisehdot');
    expect(text).not.toContain('Jälkivaatimus');
  });
});

describe('waybillPdf: international (CMR)', () => {
  it('writes a Swedish CMR note with the statement, the numbered boxes and Swedish number forms', async () => {
    const bytes = await waybillPdf(testCmr({ language: 'sv' }));
    const { pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('CMR – INTERNATIONELL FRAKTSEDEL');
    expect(text).toContain('Nr 1042');
    expect(text.replace(/\n/g, ' ')).toContain(
      'Denna transport är, oavsett annan överenskommelse, underkastad bestämmelserna i konventionen om fraktavtalet vid internationell godsbefordran på väg (CMR).',
    );
    for (const label of [
      '1 Avsändare (namn, adress, land)',
      '2 Mottagare (namn, adress, land)',
      '3 Plats för godsets avlämnande (ort, land)',
      '4 Ort och dag för godsets mottagande (ort, land, datum)',
      '5 Bifogade dokument',
      '13 Avsändarens instruktioner',
      '14 Betalningsinstruktioner',
      '15 Efterkrav',
      '16 Fraktförare (namn, adress, land)',
      '17 Efterföljande fraktförare',
      '18 Fraktförarens förbehåll och anmärkningar',
      '19 Särskilda överenskommelser',
      '20 Betalas av',
      '21 Upprättad (ort, datum)',
      '22 Avsändarens underskrift och stämpel',
      '23 Fraktförarens underskrift och stämpel',
      '24 Godset mottaget',
    ])
      expect(text).toContain(label);
    // Both countries named, as a CMR note's boxes ask.
    expect(text).toContain('169 67 Solna\nSverige');
    expect(text).toContain('00180 Helsinki\nFinland');
    expect(text).toContain('Organisationsnummer 556677-8899');
    expect(text).toContain('FO-nummer 0737546-2');
    expect(text).toContain('Totalt 22 2 630,75 6');
    expect(text).toContain('UN 1203 BENSIINI, 3, II');
    expect(text).toContain('1 250,00 EUR');
    expect(text).toContain('Kauppalasku 2026-118, pakkauslista');
    expect(text).toContain('Ei tullattavaa (EU:n sisäinen kauppa)');
    expect(text).toContain('Purku takaovesta');
    expect(text).toContain('Rahti maksettu (franko)');
    expect(text).toContain('Helsinki, 02.03.2026');
    expect(text).toContain(QR_URL);
  });

  it('writes an English CMR note with every box from 1 to 24 and English dates and numbers', async () => {
    const text = (await readPdf(await waybillPdf(testCmr({ language: 'en' })))).pages[0]!;
    expect(text).toContain('CMR – INTERNATIONAL CONSIGNMENT NOTE');
    expect(text.replace(/\n/g, ' ')).toContain(
      'This carriage is subject, notwithstanding any clause to the contrary, to the Convention on the Contract for the International Carriage of Goods by Road (CMR).',
    );
    const flat = text.replace(/\n/g, ' ');
    for (const label of [
      '1 Sender',
      '2 Consignee',
      '3 Place of delivery of the goods',
      '4 Place and date of taking over the goods',
      '5 Documents attached',
      '6 Marks and',
      '7 Number',
      '8 Method of',
      '9 Nature of the goods',
      '10 Statistical',
      '11 Gross',
      '12 Volume',
      "13 Sender's instructions",
      '14 Directions as to payment',
      '15 Cash on delivery',
      '16 Carrier',
      '17 Successive carriers',
      "18 Carrier's reservations and observations",
      '19 Special agreements',
      '20 To be paid by',
      '21 Established in',
      '22 Signature and stamp of the sender',
      '23 Signature and stamp of the carrier',
      '24 Goods received',
    ])
      expect(flat).toContain(label);
    expect(text).toContain('Total 22 2 630.75 6');
    expect(text).toContain('1 250.00 EUR');
    expect(text).toContain('2 Mar 2026 09:30');
    expect(text).toContain('3 Mar 2026 10:00');
    expect(text).toContain('Business ID (Y-tunnus) 2345678-5');
    expect(text).not.toContain('Lähettäjä');
  });
});

describe('waybillPdf: signatures and remarks', () => {
  it('draws each drawn signature (PNG and JPEG) with the printed name and time, and the remarks in time order', async () => {
    const bytes = await waybillPdf(
      testWaybill({
        ...signed,
        remarks: [
          { type: 'refused', note: 'Kaksi pakettia palautettu', at: new Date('2026-03-02T10:03:00Z') },
          { type: 'damaged', note: 'Yksi lava kolhiintunut', at: new Date('2026-03-02T10:01:00Z') },
        ],
      }),
    );
    // The QR code and three signatures.
    expect(await imagesPerPage(bytes)).toEqual([4]);
    const text = (await readPdf(bytes)).pages[0]!;
    expect(text).toContain('Nimenselvennys: Sanna Mäkelä\nAika: 02.03.2026 09:45');
    expect(text).toContain('Nimenselvennys: Matti Virtanen\nAika: 02.03.2026 09:50');
    expect(text).toContain('Nimenselvennys: Pirjo Öhman\nAika: 02.03.2026 12:05');
    expect(text).toContain(
      'Huomautukset (poikkeamat luovutuksessa)\n02.03.2026 12:01 Vaurioitunut: Yksi lava kolhiintunut\n02.03.2026 12:03 Vastaanotosta kieltäydytty: Kaksi pakettia palautettu',
    );
  });

  it('puts the remarks of a CMR note in box 18 and the consignee’s signature in box 24', async () => {
    const bytes = await waybillPdf(
      testCmr({
        language: 'en',
        ...signed,
        remarks: [{ type: 'missing', note: 'One parcel short', at: new Date('2026-03-03T08:10:00Z') }],
      }),
    );
    expect(await imagesPerPage(bytes)).toEqual([4]);
    const text = (await readPdf(bytes)).pages[0]!;
    expect(text).toContain("18 Carrier's reservations and observations\n3 Mar 2026 10:10 Missing: One parcel short");
    expect(text).toContain('Printed name: Pirjo Öhman\nTime: 2 Mar 2026 12:05');
  });

  it('gives each consignee of a multi-drop task a signature box of its own', async () => {
    const second = {
      role: 'consignee' as const,
      name: 'Kalle Jokinen',
      at: new Date('2026-03-02T11:20:00Z'),
      image: { contentType: 'image/png', bytes: signaturePng() },
    };
    const bytes = await waybillPdf(testWaybill({ ...signed, signatures: [...signed.signatures, second] }));
    expect(await imagesPerPage(bytes)).toEqual([5]);
    const text = (await readPdf(bytes)).pages[0]!;
    expect(text).toContain('Nimenselvennys: Pirjo Öhman\nAika: 02.03.2026 12:05');
    expect(text).toContain('Nimenselvennys: Kalle Jokinen\nAika: 02.03.2026 13:20');
    expect(text.match(/Vastaanottajan allekirjoitus/g)).toHaveLength(2);
  });

  it('still prints a signature it cannot draw (WebP, or broken bytes) by name and time', async () => {
    const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const bytes = await waybillPdf(
      testWaybill({
        signatures: [
          {
            role: 'consignee',
            name: 'Pirjo Öhman',
            at: new Date('2026-03-02T10:05:00Z'),
            image: { contentType: 'image/webp', bytes: webp },
          },
          { role: 'sender', name: 'Sanna Mäkelä', at: null, image: { contentType: 'image/png', bytes: broken } },
        ],
      }),
    );
    expect(await imagesPerPage(bytes)).toEqual([1]);
    const text = (await readPdf(bytes)).pages[0]!;
    expect(text).toContain('Nimenselvennys: Pirjo Öhman\nAika: 02.03.2026 12:05');
    expect(text).toContain('Nimenselvennys: Sanna Mäkelä\nAika:');
  });
});

describe('waybillPdf: long content', () => {
  it('runs 60 goods lines over pages with the table header repeated, the totals and signatures at the end', async () => {
    // By hand: packages 1, 2, 3 repeated 20 times = 120; weights 100 + 10 × i for i = 0…59 = 6 000 + 17 700 = 23 700 kg.
    const goods = Array.from({ length: 60 }, (_, index) =>
      goodsLine({
        marks: `LAVA-${index + 1}`,
        packages: 1 + (index % 3),
        description: `Tavara ${index + 1}`,
        weightKg: 100 + 10 * index,
      }),
    );
    const bytes = await waybillPdf(testWaybill({ ...signed, goods }));
    const { pages, sizes } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(sizes.every(([width, height]) => width === A4[0] && height === A4[1])).toBe(true);
    pages.forEach((text, index) => {
      expect(text).toContain(`${index + 1} / ${pages.length}`);
      if (text.includes('Tavara ')) expect(text).toContain('Merkit ja numerot Kollit, kpl Pakkauslaji');
    });
    for (const page of pages.slice(1)) {
      expect(page).toContain('RAHTIKIRJA Nro 1042');
      expect(page).toContain('Äänekosken Öljy ja Kuljetus Oy → Vantaan Rautakauppa Oy');
    }
    const all = pages.join('\n');
    for (let line = 1; line <= 60; line++) expect(all).toMatch(new RegExp(`LAVA-${line} \\d EUR-lava Tavara ${line} `));
    expect(all).toContain('Yhteensä 120 23 700');
    expect(pages.at(-1)).toContain('Nimenselvennys: Pirjo Öhman');
    expect(pages.slice(0, -1).join('\n')).not.toContain('Nimenselvennys');
    const images = await imagesPerPage(bytes);
    expect(images[0]).toBe(1);
    expect(images.at(-1)).toBe(3);
  });

  it('keeps long texts inside their boxes and the page: wrapped, and cut with … when longer than a page', async () => {
    const base = testWaybill();
    const longName = `Kuljetusliike${'Ä'.repeat(150)}`;
    const stops = Array.from({ length: 12 }, (_, index) => ({
      ...base.delivery[0]!,
      name: `Purkupaikka ${index + 1}, ${'lastauslaituri '.repeat(6)}`,
      at: new Date(Date.UTC(2026, 2, 2, 10 + index)),
    }));
    const bytes = await waybillPdf(
      testWaybill({
        sender: { ...base.sender, name: longName },
        delivery: stops,
        terms: { ...base.terms, specialAgreements: 'Sovittu erikseen. '.repeat(55) },
        notes: 'rivi\n'.repeat(199) + 'viimeinen',
        goods: Array.from({ length: 8 }, () =>
          goodsLine({ marks: 'M'.repeat(300), description: 'Kuvaus '.repeat(40) }),
        ),
      }),
    );
    const { pages, placed } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const middle = FRAME.left + (FRAME.right - FRAME.left) / 2;
    for (const [page, items] of placed.entries()) {
      for (const item of items.filter((candidate) => !candidate.rotated)) {
        expect(item.left, item.text).toBeGreaterThanOrEqual(FRAME.left - 0.01);
        expect(item.right, item.text).toBeLessThanOrEqual(FRAME.right + 0.01);
        if (!/^\d+ \/ \d+$/.test(item.text)) expect(item.baseline, item.text).toBeGreaterThanOrEqual(FRAME.bottom);
        // The sender's box is the left half of its row: its name wraps before the middle.
        if (page === 0 && item.text.includes('ÄÄÄ')) expect(item.right, item.text).toBeLessThanOrEqual(middle);
      }
    }
    const all = pages.join('\n');
    expect(all).toContain('Purkupaikka 12');
    // 200 lines of notes are longer than a page: the box keeps what fits and says it was cut.
    expect(all).toMatch(/rivi…/);
    expect(all).not.toContain('viimeinen');
  });
});

describe('waybillPdf: cancelled', () => {
  it('marks a cancelled waybill on every page, in its language', async () => {
    const goods = Array.from({ length: 60 }, (_, index) => goodsLine({ description: `Tavara ${index + 1}` }));
    const { pages } = await readPdf(await waybillPdf(testWaybill({ state: 'cancelled', goods })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain('MITÄTÖITY\nKuljetus on peruttu. Tämä rahtikirja ei ole voimassa.');
    for (const page of pages) expect(page).toContain('MITÄTÖITY');
    expect(pages[1]).toContain('RAHTIKIRJA Nro 1042 · MITÄTÖITY');

    const english = (await readPdf(await waybillPdf(testCmr({ language: 'en', state: 'cancelled' })))).pages[0]!;
    expect(english).toContain('CANCELLED\nThe transport was cancelled. This waybill is void.');
  });
});
