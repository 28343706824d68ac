import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialize } from 'node:v8';
import { Command } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { approveToolCall, type LangChainToolInterrupt, toLangChainTools } from '../../../src/langchain';
import { agentFor, FileTicketReplayStore, KEYS, MemorySaver, makeTools, toolMessages } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

function resumeInChild(...args: string[]): Promise<{ status: string; content: string; ran: string[] }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', join(here, 'resume-child.ts'), ...args], { cwd: root, timeout: 60_000 }, (error, out, err) => {
      if (error) reject(new Error(`${error.message}\n${err}`));
      else resolve(JSON.parse(out.trim().split('\n').pop()!));
    });
  });
}

describe('toolwright/langchain: a resume in another process', () => {
  it('runs the call once with the same keys; a replay of the same checkpoint in any process sharing the store runs nothing', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwright-langchain-'));
    const replayDir = join(dir, 'claims');
    const { tools, ran } = makeTools();
    const tickets = { keys: KEYS, replayStore: new FileTicketReplayStore(replayDir) };
    const checkpointer = new MemorySaver();
    const agent = agentFor(toLangChainTools(tools, { tickets }), [{ name: 'sendEmail', args: { to: 'ada@example.com' }, id: 'c1' }], checkpointer);
    const first = await agent.invoke({ messages: [{ role: 'user', content: 'mail Ada' }] }, { configurable: { thread_id: 'x' } });
    const [request] = first.__interrupt__ as Array<{ id: string; value: LangChainToolInterrupt }>;
    // The checkpoints and the answer, as another process receives them.
    const snapshot = join(dir, 'checkpoints.bin');
    writeFileSync(snapshot, serialize({ storage: checkpointer.storage, writes: checkpointer.writes }));
    const answerFile = join(dir, 'answer.json');
    writeFileSync(answerFile, JSON.stringify({ id: request!.id, answer: approveToolCall(request!.value) }));

    const resumed = await resumeInChild(snapshot, answerFile, replayDir);
    expect(resumed).toEqual({ status: 'success', content: 'sent to ada@example.com', ran: ['sendEmail:c1'] });
    const replayed = await resumeInChild(snapshot, answerFile, replayDir);
    expect(replayed.status).toBe('error');
    expect(replayed.content).toContain('already used');
    expect(replayed.ran).toEqual([]);
    // And in this process, from its own checkpoint.
    const local = await agentFor(toLangChainTools(tools, { tickets }), [], checkpointer).invoke(
      new Command({ resume: { [request!.id]: approveToolCall(request!.value) } }),
      { configurable: { thread_id: 'x' } },
    );
    expect(toolMessages(local.messages)['c1']).toMatchObject({ status: 'error' });
    expect(ran).toEqual([]);
  });
});
