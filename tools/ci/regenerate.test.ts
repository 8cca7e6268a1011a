import { describe, expect, it } from 'vitest';
import type { DataDiff, DiffFinding, PointRef } from '../../pipeline/diff/compare.ts';
import { BOT, type CiEvent } from './github-actions.ts';
import {
  BUILD_COMMAND,
  baseCandidate,
  commitMessage,
  decide,
  findingsMarkdown,
  findingsToReview,
  LISTED_FINDINGS,
  lastEdits,
  type Outcome,
  outcomeLine,
  outcomeMarkdown,
  pushTarget,
} from './regenerate.ts';

const push: CiEvent = { name: 'push', repository: 'teleton/kids', refName: 'datos-marzo', before: 'a'.repeat(40), defaultBranch: 'main' };
const pullRequest = (headRepository: string | null): CiEvent => ({
  name: 'pull_request',
  repository: 'teleton/kids',
  refName: '12/merge',
  pullRequest: { baseSha: 'b'.repeat(40), headSha: 'c'.repeat(40), headRef: 'datos-marzo', headRepository },
  defaultBranch: 'main',
});

describe('which branch a regenerated generated/ goes to, and from which base the change is read', () => {
  it('a push: the pushed branch, from its previous head', () => {
    expect(pushTarget(push)).toEqual({ branch: 'datos-marzo' });
    expect(baseCandidate(push)).toBe('a'.repeat(40));
  });

  it("a pull request from this repository: its head branch (not the merge ref), from the pull request's base", () => {
    expect(pushTarget(pullRequest('teleton/kids'))).toEqual({ branch: 'datos-marzo' });
    expect(baseCandidate(pullRequest('teleton/kids'))).toBe('b'.repeat(40));
  });

  it("a pull request from a fork, or from a fork since deleted: nowhere; the base is still the pull request's", () => {
    expect(pushTarget(pullRequest('alguien/kids'))).toEqual({ fork: true });
    expect(pushTarget(pullRequest(null))).toEqual({ fork: true });
    expect(baseCandidate(pullRequest('alguien/kids'))).toBe('b'.repeat(40));
  });

  it('a new branch (before all zeros), a scheduled or a manual run: no base of its own (the default branch stands in)', () => {
    expect(baseCandidate({ ...push, before: '0'.repeat(40) })).toBeNull();
    const { before: _, ...noBefore } = push;
    expect(baseCandidate(noBefore)).toBeNull();
    expect(baseCandidate({ name: 'schedule', repository: 'teleton/kids', refName: 'main' })).toBeNull();
    expect(baseCandidate({ name: 'workflow_dispatch', repository: 'teleton/kids', refName: 'main' })).toBeNull();
  });
});

describe('the decision', () => {
  const stale = ['generated/collection-points.json', 'generated/report.json'];

  it('(a) nothing stale: nothing to do', () => {
    expect(decide({ stale: [], handEdited: new Set(), fork: false })).toEqual({ kind: 'fresh' });
  });

  it('(b) stale files nobody edited by hand: commit them', () => {
    expect(decide({ stale, handEdited: new Set(), fork: false })).toEqual({ kind: 'commit', stale });
    // A file edited by hand that the regeneration leaves as it is: not in the way.
    expect(decide({ stale, handEdited: new Set(['generated/content/dogs.json']), fork: false })).toEqual({ kind: 'commit', stale });
  });

  it('(c) a stale file edited by hand: refused, named, even from a fork', () => {
    const handEdited = new Set(['generated/report.json']);
    expect(decide({ stale, handEdited, fork: false })).toEqual({ kind: 'hand-edit', files: ['generated/report.json'] });
    expect(decide({ stale, handEdited, fork: true })).toEqual({ kind: 'hand-edit', files: ['generated/report.json'] });
  });

  it('(d) stale in a fork: nothing can be pushed', () => {
    expect(decide({ stale, handEdited: new Set(), fork: true })).toEqual({ kind: 'fork', stale });
  });

  it("the last commit of the change that edited each file, from a newest-first git log; the workflow's own commits are trusted", () => {
    const log = [
      '',
      'c3 mantenedora@example.cl\n\ngenerated/content/dogs.json\n',
      `c2 ${BOT.email}\n\ngenerated/collection-points.json\ngenerated/report.json\n`,
      'c1 otra@example.cl\n\ngenerated/collection-points.json\ngenerated/media/dogs/rex.jpg\n',
    ].join('\x1e');
    expect(lastEdits(log)).toEqual(
      new Map([
        ['generated/content/dogs.json', 'c3'],
        ['generated/media/dogs/rex.jpg', 'c1'],
      ]),
    );
    expect(lastEdits('')).toEqual(new Map());
  });
});

const ref = (id: string, line: number): PointRef => ({ id, name: `Punto ${id}`, comuna: 'Valdivia', file: 'collection-points.csv', line });
const finding = (code: string, severity: DiffFinding['severity'], line: number): DiffFinding => ({
  file: 'collection-points.csv',
  line,
  field: 'contacto',
  code,
  severity,
  raw: null,
  fixed: null,
  message: `mensaje ${line} <b>|</b>`,
});
const noCorrections = { applied: 0, rejected: 0, stale: 0, omitted: 0 };

describe('the commit message', () => {
  const diff: DataDiff = {
    datasets: [
      { output: 'clean-points.json', added: [], removed: [], changed: [] },
      {
        output: 'collection-points.json',
        added: [ref('9', 10), ref('10', 11)],
        removed: [],
        changed: [{ ...ref('1', 2), changes: [{ kind: 'renamed', from: 'A', to: 'B' }] }],
      },
    ],
    findings: { added: [finding('phone-invalid', 'warning', 3)], resolved: [] },
    corrections: { before: noCorrections, after: noCorrections },
  };

  it('names the datasets and the counts that changed in its subject, every count and the other files in its body', () => {
    const stale = ['generated/collection-points.json', 'generated/report.json', 'generated/content/dogs.json', 'generated/media/dogs/rex.jpg'];
    const message = commitMessage(diff, stale, 'f'.repeat(40));
    const [subject, blank, ...body] = message.split('\n');
    expect(subject).toBe('generated/ regenerado: collection-points.json 2 nuevos, 1 cambiado; hallazgos 1 nuevo, 0 resueltos');
    expect(blank).toBe('');
    expect(body).toContain('clean-points.json: 0 nuevos, 0 eliminados, 0 cambiados');
    expect(body).toContain('collection-points.json: 2 nuevos, 0 eliminados, 1 cambiado');
    expect(body).toContain('Hallazgos: 1 nuevo, 0 resueltos');
    expect(body).toContain('Otros archivos: content/dogs.json, media/dogs/rex.jpg');
    expect(message).toContain('raw-data/ de fffffff');
  });

  it('when no dataset or finding changed, the subject names the files that did', () => {
    const same: DataDiff = {
      ...diff,
      datasets: diff.datasets.map((dataset) => ({ ...dataset, added: [], changed: [] })),
      findings: { added: [], resolved: [] },
    };
    expect(commitMessage(same, ['generated/content/dogs.json'], 'f'.repeat(40)).split('\n')[0]).toBe('generated/ regenerado: content/dogs.json');
    const many = ['a', 'b', 'c', 'd'].map((name) => `generated/media/dogs/${name}.jpg`);
    expect(commitMessage(same, many, 'f'.repeat(40)).split('\n')[0]).toBe('generated/ regenerado: media/dogs/a.jpg, media/dogs/b.jpg y 2 más');
  });
});

describe("the summary's findings", () => {
  it('lists every error and every verify finding (a warning of kind verify too), as file:line field: message, escaped', () => {
    const findings = [
      finding('cell-too-large', 'error', 2),
      finding('duplicate-near', 'warning', 3),
      finding('id-duplicate', 'warning', 4),
      finding('gone-code', 'info', 5),
    ];
    expect(findingsToReview(findings).map((each) => each.line)).toEqual([2, 3]);
    const markdown = findingsMarkdown(findings);
    expect(markdown).toContain('(severidad error o tipo verify): 2');
    expect(markdown).toContain('- collection-points.csv:2 contacto: mensaje 2 &lt;b&gt;\\|&lt;/b&gt;');
    expect(markdown).not.toContain(':4 contacto');
  });

  it('caps the list and counts the rest', () => {
    const findings = Array.from({ length: LISTED_FINDINGS + 7 }, (_, i) => finding('cell-too-large', 'error', i + 2));
    const items = findingsMarkdown(findings)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(LISTED_FINDINGS + 1);
    expect(items.at(-1)).toBe(`- … y 7 más: \`${BUILD_COMMAND} --verbose\` los lista todos.`);
  });
});

describe('what the maintainers are told', () => {
  it('a hand edit: the files and the one command, in Spanish', () => {
    const outcome: Outcome = { kind: 'hand-edit', files: ['generated/content/dogs.json'] };
    expect(outcomeMarkdown(outcome)).toContain('- `generated/content/dogs.json`');
    expect(outcomeMarkdown(outcome)).toContain('`npm run pipeline -- build`');
    expect(outcomeLine(outcome)).toBe(
      'generated/ difiere de lo que el pipeline escribe desde raw-data/ de este commit (¿editado a mano?): generated/content/dogs.json. Ejecute `npm run pipeline -- build` y confirme generated/.',
    );
  });

  it("an input error: the pipeline's own message first, in a code block no backtick in it can close", () => {
    const message = 'error: collection-points.csv:1 lat: falta la columna documentada ```';
    const markdown = outcomeMarkdown({ kind: 'input-error', message });
    expect(markdown.startsWith(`\`\`\`\`text\n${message}\n\`\`\`\`\n`)).toBe(true);
    expect(markdown).toContain('**El pipeline se detuvo en un error de entrada**');
  });
});
