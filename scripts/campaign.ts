/**
 * `npm run campaign -- <command> …`: the headless campaign command over campaign files
 * (`src/app/campaignCommand.ts` says what each command does). Prints the result, or the refusal and
 * exits with 1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CommandError, runCampaignCommand } from '../src/app/campaignCommand.ts';

const mapsDir = fileURLToPath(new URL('../maps', import.meta.url));
try {
  await runCampaignCommand(process.argv.slice(2), {
    readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
    writeText: (path, text) => writeFileSync(path, text),
    out: (line) => console.log(line),
  }, mapsDir);
} catch (e) {
  console.error(e instanceof CommandError ? e.message : e);
  process.exitCode = 1;
}
