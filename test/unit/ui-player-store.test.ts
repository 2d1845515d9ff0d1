/**
 * Player mode's keeping: a packet kept for a reload, an older packet never left in place of one the
 * storage refused, and a draft order or report dated before the packet's minute named for refusal.
 */
import { describe, expect, it } from 'vitest';
import { draftBeforePacket, loadPlayerPacket, savePlayerPacket } from '../../src/ui/player/playerStore.ts';

const memory = (limit = Infinity) => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      m.set(k, v);
    },
  };
};

describe('player mode keeping', () => {
  it('keeps a packet for a reload, and leaves none when the storage refuses a newer one', () => {
    const s = memory(10);
    savePlayerPacket(s, 'old');
    expect(loadPlayerPacket(s)).toBe('old');
    expect(() => savePlayerPacket(s, 'a packet too large')).toThrow('full');
    expect(loadPlayerPacket(s)).toBeNull();
  });

  it('names an order or report written before the packet, and passes one at or after it', () => {
    expect(draftBeforePacket({ order: { issuedAtMin: 119 } }, 120)).toEqual({ what: 'order', atMin: 119 });
    expect(draftBeforePacket({ report: { sentAtMin: 0 } }, 120)).toEqual({ what: 'report', atMin: 0 });
    expect(draftBeforePacket({ order: { issuedAtMin: 120 } }, 120)).toBeNull();
    expect(draftBeforePacket({ orderId: 'o1' }, 120)).toBeNull();
  });
});
