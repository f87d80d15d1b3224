// What `npm run pool:verify -- <pack>` does (issue 36), apart from the process (main.ts) so a spec
// can run it: reads a pool's evidence pack, checks its shape (libs/contracts evidencePackSchema) and
// every hash in it (libs/lottery verifyEvidencePack, the same check as the verification page), and
// says which record or photo does not match. 0: every seal and photo matches; 1: something does not;
// 2: no such file, or not an evidence pack.
import { readFile } from 'node:fs/promises';
import { describeZodError, evidencePackSchema } from '@pickwise/contracts';
import { describeEvidenceProblem, verifyEvidencePack, type EvidencePack } from '@pickwise/lottery';

export const POOL_VERIFY_USAGE = 'Usage: npm run pool:verify -- <evidence-pack.json>';

export interface CommandOutput {
  log(text: string): void;
  error(text: string): void;
}

export async function runPoolVerify(args: readonly string[], output: CommandOutput): Promise<number> {
  if (args.length !== 1 || args[0] === '--help') {
    output.error(POOL_VERIFY_USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(args[0]!, 'utf8');
  } catch (error) {
    output.error(`Cannot read ${args[0]}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    output.error(`${args[0]} is not JSON, so not an evidence pack`);
    return 2;
  }
  const parsed = evidencePackSchema.safeParse(json);
  if (!parsed.success) {
    output.error(`${args[0]} is not an evidence pack: ${describeZodError(parsed.error)}`);
    return 2;
  }
  const verdict = await verifyEvidencePack(parsed.data as EvidencePack);
  if (verdict.valid) {
    output.log(`Verified: ${verdict.seals} seals and ${verdict.photos} photos of pool "${parsed.data.pool.name}" (${parsed.data.pool.id}) match their hashes, each seal chained to the one before.`);
    return 0;
  }
  output.error(`NOT VERIFIED: ${verdict.problems.length} problem${verdict.problems.length === 1 ? '' : 's'} in pool "${parsed.data.pool.name}" (${parsed.data.pool.id}):`);
  for (const problem of verdict.problems) output.error(`- ${describeEvidenceProblem(problem)}`);
  return 1;
}
