import { describe, expect, it } from 'vitest';
import { attempt } from '../bench/node-sections.ts';

describe('npm run bench: a failing section', () => {
  it('reports itself in its subsection and is named as failed, without throwing', async () => {
    const failed: string[] = [];
    const quiet = console.error;
    console.error = () => {};
    try {
      const broken = await attempt('Command reaction times', failed, () => {
        throw new Error('the engine and the baseline disagree');
      });
      const fine = await attempt('Artillery', failed, async () => ['| row |']);
      expect(broken).toEqual(['Command reaction times', ['**Could not run**: the engine and the baseline disagree']]);
      expect(fine).toEqual(['Artillery', ['| row |']]);
      expect(failed).toEqual(['Command reaction times']);
    } finally {
      console.error = quiet;
    }
  });
});
