// applyPayloadTransforms against the reference's transformToolPayloadForTargets (internal chunk
// export), over phases × tool transform configs × agent policies: results, transformer calls, logs.
import { refNormalizePolicy, refTransformForTargets } from './support/mastra-internals';
import { describe, expect, it } from 'vitest';
import { applyPayloadTransforms, toTransformMetadata } from '../../src/runtime/payload-transform';

const PHASES = ['input-delta', 'input-available', 'output-available', 'error', 'approval', 'suspend', 'resume'] as const;

type Recorder = { calls: any[] };
const toolCfgs: Array<[string, (r: Recorder) => any]> = [
  ['none', () => undefined],
  ['empty display', () => ({ display: {} })],
  [
    'display.output only',
    (r) => ({
      display: {
        output: (c: any) => {
          r.calls.push(['tool', { ...c }]);
          return { shown: c.output };
        },
      },
    }),
  ],
  [
    'every key, both targets',
    (r) => {
      const fn = (tag: string) => (c: any) => {
        r.calls.push([tag, { ...c }]);
        return `${tag}:${c.target}:${c.phase}`;
      };
      const all = (t: string) =>
        Object.fromEntries(['input', 'inputDelta', 'output', 'error', 'approval', 'suspend', 'resume'].map((k) => [k, fn(`${t}.${k}`)]));
      return { display: all('d'), transcript: all('t') };
    },
  ],
  [
    'returns undefined / null',
    (r) => ({
      display: {
        input: () => {
          r.calls.push(['u']);
          return undefined;
        },
      },
      transcript: { input: () => null },
    }),
  ],
  [
    'throws',
    (r) => ({
      display: {
        input: () => {
          r.calls.push(['throw']);
          throw new Error('bad');
        },
        inputDelta: () => {
          throw new Error('bad');
        },
      },
    }),
  ],
  ['async', () => ({ transcript: { output: async (c: any) => ({ async: c.output }) } })],
  ['non-function truthy', () => ({ display: { input: 'nope' } })],
  ['transcript truthy primitive', () => ({ transcript: 1 })],
];
const policies: Array<[string, (r: Recorder) => any]> = [
  ['none', () => undefined],
  [
    'policy all',
    (r) => ({
      transformToolPayload: (c: any) => {
        r.calls.push(['policy', { ...c }]);
        return c.phase === 'error' ? undefined : { p: c.phase };
      },
    }),
  ],
  [
    'policy display only',
    (r) => ({
      transformToolPayload: (c: any) => {
        r.calls.push(['policy', c.target]);
        return undefined;
      },
      targets: ['display'],
    }),
  ],
  [
    'policy throws',
    () => ({
      transformToolPayload: () => {
        throw new Error('pol');
      },
    }),
  ],
  ['legacy projectToolPayload', () => ({ projectToolPayload: (c: any) => ({ legacy: c.target }), targets: ['transcript'] })],
  ['policy without fn', () => ({ targets: ['display'] })],
];

function fieldsFor(phase: string) {
  const base: any = { phase, toolName: 'weather', toolCallId: 'c1' };
  if (phase === 'input-delta') return { ...base, inputTextDelta: '{"a', providerMetadata: { p: 1 } };
  return {
    ...base,
    input: { a: 1 },
    output: phase === 'output-available' ? { r: 2 } : undefined,
    error: phase === 'error' ? new Error('e') : undefined,
    suspendPayload: phase === 'suspend' ? { s: 1 } : undefined,
    providerMetadata: undefined,
  };
}

describe('applyPayloadTransforms vs reference', () => {
  for (const [tn, tool] of toolCfgs) {
    for (const [pn, policy] of policies) {
      it(`tool ${tn} / ${pn}`, async () => {
        for (const phase of PHASES) {
          const rRef: Recorder = { calls: [] };
          const rOurs: Recorder = { calls: [] };
          const logRef: any[] = [];
          const logOurs: any[] = [];
          const fields = fieldsFor(phase);
          const ref = await refTransformForTargets(
            fields, // The agent normalises its policy option (legacy projectToolPayload) before storing it.
            { policy: refNormalizePolicy(policy(rRef)), toolTransform: tool(rRef) },
            { warn: (...a: any[]) => logRef.push(a) },
          );
          const results = await applyPayloadTransforms({
            ...fields,
            tool: { transform: tool(rOurs) },
            policy: policy(rOurs),
            logger: { warn: (...a: any[]) => logOurs.push(a) },
          });
          expect(toTransformMetadata(phase, results), phase).toEqual(ref);
          expect(JSON.stringify(toTransformMetadata(phase, results))).toBe(JSON.stringify(ref));
          expect(rOurs.calls, phase).toEqual(rRef.calls);
          expect(rOurs.calls.map((c) => (typeof c[1] === 'object' ? Object.keys(c[1]) : c))).toEqual(
            rRef.calls.map((c) => (typeof c[1] === 'object' ? Object.keys(c[1]) : c)),
          );
          expect(
            logOurs.map(([m, d]) => [m, Object.keys(d), d.target, d.phase, d.error?.message]),
            phase,
          ).toEqual(logRef.map(([m, d]) => [m, Object.keys(d), d.target, d.phase, d.error?.message]));
        }
      });
    }
  }
});
