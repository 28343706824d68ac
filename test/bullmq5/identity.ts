// Prints whether `bullmq` is BullMQ 5 in a child process started as the multi-process test starts
// its children (tsx, with the environment of the bullmq5 run).
import * as aliased from 'bullmq';
import * as bullmq5 from 'bullmq5';

process.stdout.write(`${(aliased.Queue as unknown) === bullmq5.Queue ? 'bullmq5' : 'other'}\n`);
