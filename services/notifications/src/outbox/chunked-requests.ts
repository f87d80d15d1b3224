import { RECIPIENTS_PER_REQUEST } from '@pickwise/contracts';

/**
 * Asks another service about many users in requests of RECIPIENTS_PER_REQUEST (the most
 * identity.recipients and tickets.paused take), one after another so a large batch never floods
 * the service that answers; resolves to every answer's items in order.
 */
export async function askInChunks<T>(userIds: readonly string[], ask: (chunk: string[]) => Promise<readonly T[]>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < userIds.length; start += RECIPIENTS_PER_REQUEST) {
    answers.push(...(await ask(userIds.slice(start, start + RECIPIENTS_PER_REQUEST))));
  }
  return answers;
}
