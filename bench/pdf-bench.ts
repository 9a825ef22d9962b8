import { PDFDocument } from 'pdf-lib';
import { summary, timedRuns } from './latency';
import { machineFigures } from './machine-figures';

const RUNS = { measured: Number(process.env.BENCH_RUNS ?? 50), warmUp: 10 };

interface PdfBench<Document> {
  /** The JSON's `benchmark`. */
  name: string;
  /** The documents to time, by the name the JSON gives each; the first is also the cold one. */
  documents: Record<string, Document>;
  makePdf(document: Document): Promise<Uint8Array>;
  /** What a document holds, as the JSON counts it: `{ rows: 10 }`. */
  contents(document: Document): Record<string, number>;
  budgetP95Ms: number;
}

/**
 * Times a document's PDF as a server answering its GET would make it: the first PDF of the
 * process (`coldMs`: font files read, the engine compiling pdf-lib and the rest), then for each
 * document `warmUp` more and p50/p95/max of `BENCH_RUNS` (default 50) one after the other, with
 * the CPU time per PDF, which tells a busy machine (wall clock well over CPU) from slow code.
 * Prints one JSON object; sets exit code 1 when a document's p95 is over the budget. One helper
 * for every PDF bench, so their figures are measured and printed alike.
 */
export async function benchPdfs<Document>({ name, documents, makePdf, contents, budgetP95Ms }: PdfBench<Document>) {
  const [first] = Object.values(documents);
  if (first === undefined) throw new Error(`${name}: no documents to time`);
  const started = performance.now();
  await makePdf(first);
  const coldMs = +(performance.now() - started).toFixed(1);

  const results: Record<string, Record<string, number> & { p95: number }> = {};
  for (const [size, document] of Object.entries(documents)) {
    let pdf: Uint8Array = new Uint8Array();
    const make = async () => {
      pdf = await makePdf(document);
    };
    await timedRuns(make, RUNS.warmUp);
    const cpuBefore = process.cpuUsage();
    const times = summary(await timedRuns(make, RUNS.measured));
    const cpu = process.cpuUsage(cpuBefore);
    results[size] = {
      ...contents(document),
      pages: (await PDFDocument.load(pdf)).getPageCount(),
      bytes: pdf.length,
      ...times,
      cpuMsPerPdf: +((cpu.user + cpu.system) / 1000 / RUNS.measured).toFixed(1),
    };
  }

  const withinBudget = Object.values(results).every((result) => result.p95 <= budgetP95Ms);
  console.log(
    JSON.stringify(
      {
        benchmark: name,
        runs: RUNS.measured,
        coldMs,
        ...results,
        budgets: { p95Ms: budgetP95Ms },
        withinBudget,
        ...machineFigures(),
      },
      null,
      2,
    ),
  );
  if (!withinBudget) process.exitCode = 1;
}
