import { randomUuid } from './random-uuid';

let taskCounter = 0;

/** A new task (or run) id: a random UUID when the runtime has `crypto.randomUUID`, else a counter. */
export function newTaskId(): string {
  const uuid = randomUuid();
  if (uuid !== undefined) return uuid;
  taskCounter += 1;
  return `task-${Date.now().toString(36)}-${taskCounter}`;
}
