import { send } from './send';
import type { Answer, Case, Target, Tried } from './types';

async function verify(item: Case, answer: Answer, target: Target) {
  try {
    return await item.verify?.(answer, target);
  } catch (error) {
    return `its check failed: ${(error as Error).message}`;
  }
}

/** Runs the cases, `concurrency` at a time, and checks each answer. */
export async function runCases(target: Target, cases: Case[], concurrency = 4): Promise<Tried[]> {
  const tried: Tried[] = new Array<Tried>(cases.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const item = cases[index] as Case;
      const answer = await send(target, item);
      let problem: string | undefined;
      if (answer.status === 0) problem = `no answer: ${answer.error ?? 'connection closed'}`;
      else if (answer.status >= 500)
        problem = `answered ${answer.status}: ${answer.body.slice(0, 120)}`;
      else problem = await verify(item, answer, target);
      tried[index] = { case: item, answer, ...(problem && { problem }) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tried;
}
