/** Where a file's problem lies, in words (`filePlace`): never a program's field name alone where a word fits. */
import { describe, expect, it } from 'vitest';
import { filePlace, fileProblemLine } from '../../src/ui/filePlace.ts';

describe('a file problem’s place in words', () => {
  it('names fields and numbered items as the user knows them', () => {
    expect(filePlace('picture.startLocal')).toBe("The campaign's start");
    expect(filePlace('picture.units[3].parentId')).toBe('Unit 4, its HQ');
    expect(filePlace('orders')).toBe('The orders');
    expect(filePlace('Order 1 (for 152nd Brigade)')).toBe('Order 1 (for 152nd Brigade)');
    expect(fileProblemLine({ path: '(file)', message: 'this is not JSON' })).toBe('this is not JSON');
    expect(fileProblemLine({ path: 'picture.startLocal', message: '1917-02-31T06:00 is not a real date' })).toBe("The campaign's start: 1917-02-31T06:00 is not a real date");
  });
});
