/**
 * The runtime's default logger, which every wire and the CLI use when given none: one line per
 * entry, so that a server logs one line per failed call.
 */
import { describe, expect, it, vi } from 'vitest';
import { runToolCall } from '../../src/runtime';
import { formatLogLine } from '../../src/runtime/format-log-line';
import { createTool } from '../../src/tools';
import { z } from 'zod';

const weather = createTool({
  id: 'weather',
  description: 'Weather for a city',
  inputSchema: z.object({ city: z.string().min(2), days: z.number().int() }),
  execute: async ({ city }) => ({ city }),
});

describe('the default logger', () => {
  it('writes an invalid call as one line: the message, the tool and the validation error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const record = await runToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P', days: 1.5 } });
    expect(record.result).toMatchObject({ error: true });
    expect(warn).toHaveBeenCalledTimes(1);
    const [line, ...rest] = warn.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Tool input validation failed \| tool: weather, validationError: Tool input validation failed for weather\. .* - city: .* - days: /);
  });

  it('formats errors by name and message, drops undefined fields, and folds line breaks', () => {
    expect(formatLogLine('Error calling onInputStart', [new TypeError('bad\n  thing')])).toBe('Error calling onInputStart | TypeError: bad thing');
    expect(formatLogLine('m', [{ agent: undefined, tool: 't', n: 2, list: [1] }])).toBe('m | tool: t, n: 2, list: [1]');
    expect(formatLogLine('two\nlines', ['a\n\nb', 3])).toBe('two lines | a b | 3');
  });
});
