import { describe, expect, it } from 'vitest';
import { ProviderSchemaError, toAnthropicTool, toGeminiTool, toOpenAITool, type DroppedKeyword } from '../../../src/providers';
import { corpusTools } from './corpus';
import { assertStrictProfile } from './strict-profile';

const entries = corpusTools();

describe.each(entries.map((e) => [`${e.case.name} (${e.vendor})`, e] as const))('%s', (_label, { case: c, tool }) => {
  it('OpenAI chat, not strict: the model-facing draft-07 schema as is', () => {
    const out = toOpenAITool(tool);
    expect(out.function.strict).toBeUndefined();
    expect(out).toMatchSnapshot();
  });

  if (c.strict) {
    it('OpenAI strict (chat and responses): the strict profile, with what it left out', () => {
      const dropped: DroppedKeyword[][] = [];
      const chat = toOpenAITool(tool, { strict: true, onDropped: (d) => dropped.push([...d]) });
      const responses = toOpenAITool(tool, { api: 'responses', strict: true });
      expect(chat.function.strict).toBe(true);
      expect(responses).toEqual({
        type: 'function',
        name: chat.function.name,
        description: chat.function.description,
        parameters: chat.function.parameters,
        strict: true,
      });
      expect(assertStrictProfile(chat.function.parameters)).toBeGreaterThan(0);
      expect({ parameters: chat.function.parameters, dropped }).toMatchSnapshot();
    });
  } else {
    it('OpenAI strict: throws, naming the node and the reason', () => {
      let error: unknown;
      try {
        toOpenAITool(tool, { strict: true });
      } catch (e) {
        error = e;
      }
      expect(ProviderSchemaError.isInstance(error)).toBe(true);
      const e = error as ProviderSchemaError;
      expect(e.provider).toBe('openai');
      expect(e.toolName).toBe(tool.id);
      expect({ pointer: e.pointer, reason: e.reason, message: e.message }).toMatchSnapshot();
    });
  }

  it('Anthropic: 2020-12 input_schema', () => {
    const out = toAnthropicTool(tool);
    expect(out.input_schema.type).toBe('object');
    expect(JSON.stringify(out)).not.toMatch(/"\$schema"|#\/definitions\//);
    expect(out).toMatchSnapshot();
  });

  it('Gemini jsonSchema format', () => {
    const out = toGeminiTool(tool, { format: 'jsonSchema' });
    expect('parameters' in out).toBe(false);
    expect(out).toMatchSnapshot();
  });

  if (c.gemini === false) {
    it('Gemini Schema format: a recursive schema throws and points to the jsonSchema format', () => {
      expect(() => toGeminiTool(tool)).toThrow(/recursive schema .*use format "jsonSchema"/);
    });
  } else {
    it('Gemini Schema format: upper-case types, no $ref/const/additionalProperties, with what it left out', () => {
      const dropped: DroppedKeyword[][] = [];
      const out = toGeminiTool(tool, { onDropped: (d) => dropped.push([...d]) });
      const text = JSON.stringify(out.parameters);
      expect(text).not.toMatch(/"\$ref"|"const"|"additionalProperties"|"\$defs"|"definitions"|"oneOf"|"allOf"|"prefixItems"/);
      expect(text).not.toMatch(/"type":"[a-z]/);
      expect({ declaration: out, dropped }).toMatchSnapshot();
    });
  }
});
