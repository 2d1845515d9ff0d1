/**
 * The headless campaign command (`npm run campaign`, src/app/campaignCommand.ts) over a campaign file in
 * memory: the clock advanced hour by hour as the desk runs it (one action), an order applied, a fire
 * plan committed, the open contacts as CSV, and a bad file or time refused with the desk's own messages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CommandError, runCampaignCommand, type CommandIo } from '../../src/app/campaignCommand.ts';
import { parseCampaignFile } from '../../src/db/fileFormat.ts';
import { advanceTargetMin } from '../../src/ui/clock/advance.ts';
import { sampleOrder } from './campaign-fixture.ts';
import { at } from './campaign-logistics-fixture.ts';

const TURN = readFileSync(new URL('../fixtures/golden/turn.json', import.meta.url), 'utf8');

function memory(files: Record<string, string>): CommandIo & { lines: string[]; files: Record<string, string> } {
  const lines: string[] = [];
  return { lines, files, readText: (p) => files[p] ?? null, writeText: (p, t) => void (files[p] = t), out: (l) => void lines.push(l) };
}

/** The golden turn file with one more event appended (a valid file). */
function withEvent(type: string, payload: unknown): string {
  const doc = JSON.parse(TURN) as { events: { seq: number; at: number }[] };
  const last = doc.events.at(-1)!;
  doc.events.push({ seq: last.seq + 1, at: last.at, type, v: 1, payload } as never);
  return `${JSON.stringify(doc, null, 2)}\n`;
}

describe('npm run campaign', () => {
  it('advance: hour by hour to the time asked, one action, and the file opens as the desk would open it', async () => {
    const io = memory({ 'in.json': TURN });
    const before = parseCampaignFile(TURN).state;
    await runCampaignCommand(['advance', 'in.json', '--to', '1917-11-20 10:20', '--seed', '7', '--out', 'out.json'], io, 'maps');
    const after = parseCampaignFile(io.files['out.json']!);
    const added = after.events.slice(before.seq);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((e) => e.type === 'clock.advanced' || e.type === 'fireplan.fired')).toBe(true);
    expect(added.slice(1).every((e) => e.action === added[0]!.seq)).toBe(true);
    expect(after.state.clockMin).toBeLessThanOrEqual(240);
    expect(after.state.clockMin === 240 || Object.values(after.state.contacts ?? {}).some((c) => c.atMin > before.clockMin)).toBe(true);
    expect(io.lines.at(-1)).toMatch(/Clock at \d\d:\d\d; written to out\.json\.$/);
  });

  it('refuses a time not after the clock and a damaged file with the desk’s messages', async () => {
    const io = memory({ 'in.json': TURN, 'bad.json': TURN.slice(0, 500) });
    const state = parseCampaignFile(TURN).state;
    let expected = '';
    try {
      advanceTargetMin(state.startLocal, state.clockMin, '1917-11-20T05:00');
    } catch (e) {
      expected = (e as Error).message;
    }
    await expect(runCampaignCommand(['advance', 'in.json', '--to', '1917-11-20 05:00', '--out', 'o.json'], io)).rejects.toThrow(expected);
    await expect(runCampaignCommand(['advance', 'bad.json', '--to', '1917-11-20 12:00', '--out', 'o.json'], io)).rejects.toThrow(/looks truncated/);
    await expect(runCampaignCommand(['advance', 'in.json', '--out', 'o.json'], io)).rejects.toBeInstanceOf(CommandError);
    await expect(runCampaignCommand(['teleport', 'in.json', '--out', 'o.json'], io)).rejects.toThrow('unknown command "teleport"');
    await expect(runCampaignCommand(['contacts', 'in.json', '--frobnicate', '1'], io)).rejects.toThrow('unknown option "--frobnicate"');
    await expect(runCampaignCommand(['fire-plan', 'in.json', '--plan', 'p'], io)).rejects.toThrow('fire-plan: expected "commit", got "in.json"');
    expect(io.files['o.json']).toBeUndefined();
  });

  it('apply-order writes the order’s routes, each from its receipt minute; fire-plan commit commits the plan', async () => {
    const order = sampleOrder({ objectives: [{ label: 'Blue line', ref: '10001400', pos: at(10000, 14000) }] });
    const io = memory({ 'in.json': withEvent('order.saved', { order }) });
    await runCampaignCommand(['apply-order', 'in.json', '--order', 'o-1', '--out', 'out.json'], io);
    const inSeq = parseCampaignFile(io.files['in.json']!).state.seq;
    const routes = parseCampaignFile(io.files['out.json']!).events.slice(inSeq);
    expect(routes.every((e) => e.type === 'route.set')).toBe(true);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((e) => e.type === 'route.set' && [e.payload.route.orderId, e.payload.route.effectiveAtMin >= 40])).toEqual(routes.map(() => ['o-1', true]));
    await runCampaignCommand(['fire-plan', 'commit', 'in.json', '--plan', 'fp-turn', '--seed', '5', '--out', 'fp.json'], io);
    const s = parseCampaignFile(io.files['fp.json']!).state;
    expect([s.fireCommitments!['fp-turn']!.seed, s.fireCommitments!['fp-turn']!.stoodDownAtMin]).toEqual([5, undefined]);
    await expect(runCampaignCommand(['apply-order', 'in.json', '--order', 'o-9', '--out', 'x.json'], io)).rejects.toThrow('no order "o-9"');
  });

  it('contacts lists the open contacts as CSV', async () => {
    const io = memory({ 'in.json': TURN });
    await runCampaignCommand(['advance', 'in.json', '--to', '1917-11-21 08:20', '--seed', '3', '--out', 'out.json'], io);
    const open = Object.values(parseCampaignFile(io.files['out.json']!).state.contacts ?? {}).filter((c) => c.status === 'open');
    const list = memory({ 'out.json': io.files['out.json']! });
    await runCampaignCommand(['contacts', 'out.json'], list);
    expect(list.lines[0]).toBe('contact,time,grid reference,blue,red,closest (m),range,recce');
    expect(list.lines.slice(1).map((l) => l.split(',')[0])).toEqual(open.map((c) => c.id));
  });
});
