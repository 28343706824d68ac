/**
 * `ToolModelOutput`, the type users annotate `toModelOutput` with: it accepts the text, JSON and
 * content shapes, rejects a misspelt one, fits the AI SDK's own tool-result type, and leaves
 * what `createTool` accepts unchanged (the reference's `(output) => unknown`).
 */
import type { ToolResultOutput } from '@ai-sdk/provider-utils';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ToolModelOutput } from '../../src/runtime';
import { createTool } from '../../src/tools';

const outputSchema = z.object({ city: z.string(), celsius: z.number(), radarPng: z.string() });

describe('ToolModelOutput', () => {
  it('types text, JSON and image outputs, and refuses an unknown shape', () => {
    const text: ToolModelOutput = { type: 'text', value: 'Paris: 21 °C' };
    const json: ToolModelOutput = { type: 'json', value: { city: 'Paris', celsius: 21, tags: ['sunny', null] } };
    const image: ToolModelOutput = {
      type: 'content',
      value: [
        { type: 'text', text: 'Radar' },
        { type: 'image-data', data: 'iVBORw0KGgo=', mediaType: 'image/png' },
      ],
    };
    // @ts-expect-error `value` of a text output is a string
    const wrong: ToolModelOutput = { type: 'text', value: 21 };
    // @ts-expect-error no such output type
    const unknownType: ToolModelOutput = { type: 'markdown', value: '# hi' };
    expectTypeOf([text, json, image, wrong, unknownType]).toEqualTypeOf<ToolModelOutput[]>();
  });

  it("is assignable to the AI SDK's ToolResultOutput", () => {
    expectTypeOf<ToolModelOutput>().toExtend<ToolResultOutput>();
  });

  it('annotates a toModelOutput without changing what createTool accepts', () => {
    const annotated = createTool({
      id: 'weather',
      description: 'Weather',
      outputSchema,
      execute: async () => ({ city: 'Paris', celsius: 21, radarPng: 'iVBORw0KGgo=' }),
      toModelOutput: (output): ToolModelOutput => ({ type: 'text', value: `${output.city}: ${output.celsius} °C` }),
    });
    const loose = createTool({ id: 'loose', description: 'Any return', outputSchema, toModelOutput: (output) => output.celsius });
    expectTypeOf(annotated.toModelOutput).toEqualTypeOf(loose.toModelOutput);
  });
});
