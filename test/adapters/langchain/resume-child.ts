// A second process: loads the parent's checkpoints, resumes the interrupted call with the
// parent's answer, the same ticket keys and the shared replay store, and prints what happened.
import { readFileSync } from 'node:fs';
import { deserialize } from 'node:v8';
import { Command } from '@langchain/langgraph';
import { toLangChainTools } from '../../../src/langchain';
import { agentFor, FileTicketReplayStore, KEYS, MemorySaver, makeTools, toolMessages } from './helpers';

const [snapshotFile, answerFile, replayDir] = process.argv.slice(2) as [string, string, string];
const checkpointer = new MemorySaver();
Object.assign(checkpointer, deserialize(readFileSync(snapshotFile)));
const { id, answer } = JSON.parse(readFileSync(answerFile, 'utf8')) as { id: string; answer: unknown };
const { tools, ran } = makeTools();
const agent = agentFor(toLangChainTools(tools, { tickets: { keys: KEYS, replayStore: new FileTicketReplayStore(replayDir) } }), [], checkpointer);
const result = await agent.invoke(new Command({ resume: { [id]: answer } }), { configurable: { thread_id: 'x' } });
const message = toolMessages(result.messages)['c1'];
console.log(JSON.stringify({ status: message?.status, content: message?.content, ran }));
