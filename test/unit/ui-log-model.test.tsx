/**
 * The log's lines (`logLines`), worked out against the campaign as it stood before each event: a fire
 * plan "created" then "revised", a firing's shots with their dice, an engagement's steps gathered under
 * the line that opened it with their records by name.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foldEvents, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { LogScreen, logLines } from '../../src/ui/log/LogScreen.tsx';
import { smallScenario } from './db-helpers.ts';
import { engagementDrafts, foldDrafts, tableScenario } from './engagement-helpers.ts';

describe('the log’s lines', () => {
  it('says "created" for a fire plan saved the first time and "revised" after, and lists a firing’s shots with their dice', () => {
    const file = JSON.parse(readFileSync(new URL('../fixtures/import/valid-fireplan.json', import.meta.url), 'utf8')) as { events: CampaignEvent[] };
    const all = file.events;
    const final = foldEvents(null, all);
    const lines = logLines(final, all).reverse();
    const saved = lines.filter((l) => all[l.seq - 1]!.type === 'fireplan.saved').map((l) => l.text.split(' the fire plan')[0]);
    expect(saved[0]).toBe('created');
    expect(saved).toContain('revised');
    const fired = lines.find((l) => all[l.seq - 1]!.type === 'fireplan.fired')!;
    expect(fired.account.length).toBeGreaterThan(0);
    expect(fired.account.every((a) => /: dice [\d, ]+ → \d+ hits?/.test(a))).toBe(true);
    // Each shot named by its serial or lift step as the plan stood when it fired, even once the plan is gone.
    const gone = logLines({ ...final, firePlans: Object.create(null) }, all).find((l) => l.seq === fired.seq)!;
    expect(gone.account).toEqual(fired.account);
    expect(fired.account.filter((a) => a.startsWith('Opening')).length).toBe(4);
    expect(fired.account.filter((a) => a.startsWith('Creeper 1/3')).length).toBe(1);
  });

  it('says how far each clock step moved the clock from where it stood before it', () => {
    const created = { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: smallScenario() } } as CampaignEvent;
    const step = (seq: number, toMin: number) => ({ seq, at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } }) as CampaignEvent;
    const all = [created, step(2, 60), step(3, 180)];
    const texts = logLines(foldEvents(null, all), all).map((l) => l.text);
    expect(texts[0]).toMatch(/^advanced the clock to \S+ \(\+2 h\)$/);
    expect(texts[1]).toMatch(/^advanced the clock to \S+ \(\+1 h\)$/);
  });

  it('gathers an engagement’s planned bound and steps under the line that opened it, each with its record by name', () => {
    const start = stateFromScenario(tableScenario());
    const { state: after, events: engagement } = foldDrafts(start, engagementDrafts(start, 2).drafts);
    const all = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: tableScenario() } } as CampaignEvent, ...engagement];
    const lines = logLines(after, all);
    expect(lines.map((l) => l.seq)).toEqual([2, 1]);
    const opening = lines[0]!;
    expect(opening.text).toMatch(/^opened engagement/);
    expect(opening.steps!.map((l) => all[l.seq - 1]!.type)).toEqual(['engagement.planned', 'engagement.stepped', 'engagement.stepped']);
    expect(opening.steps!.every((l) => l.account.length > 0)).toBe(true);
    // No base or sub-unit id in the records: they are named.
    expect(opening.steps!.flatMap((l) => l.account).some((a) => /\bblue-180-btn1-/.test(a))).toBe(false);
    // On the screen the steps sit in a closed <details> under the opening.
    const html = renderToStaticMarkup(<LogScreen state={after} events={all} />);
    expect(html).toMatch(/<details class="log-steps"><summary>3 steps of this engagement<\/summary><ol aria-label="Steps of event 2">/);
  });

});
