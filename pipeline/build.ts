import { type PipelineEffects, runPipeline } from './run.ts';
import type { Finding } from './schema/finding.ts';
import type { ReportSummary } from './schema/report.ts';
import { createAtomicSink } from './steps/write.ts';

/** Error findings kept to show when --strict refuses to write. */
const STRICT_SHOWN = 50;

/**
 * Runs the pipeline into `outDir` atomically: the outputs appear only when the run succeeds and,
 * with `strict`, only when it has no error findings; otherwise the sink is aborted and the
 * output folder stays exactly as it was.
 */
export async function build(
  rawDir: string,
  outDir: string,
  options: { strict?: boolean; onFinding?: (finding: Finding) => void; progress?: (file: string, rows: number) => void } = {},
): Promise<{ report: ReportSummary; files: string[]; errors: Finding[] }> {
  const sink = createAtomicSink(outDir);
  const errors: Finding[] = [];
  try {
    const effects: PipelineEffects = {
      sink,
      onFinding: (finding) => {
        options.onFinding?.(finding);
        if (finding.severity === 'error' && errors.length < STRICT_SHOWN) errors.push(finding);
      },
    };
    if (options.progress) effects.progress = options.progress;
    const report = await runPipeline(rawDir, effects);
    if (options.strict && (report.counts.bySeverity.error ?? 0) > 0) {
      await sink.abort();
      return { report, files: [], errors };
    }
    return { report, files: await sink.commit(), errors };
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
