/**
 * The umpire's inbox: every orders file the players sent over the seat server, each read and checked
 * off the page's thread as an orders file chosen from disk is (`readDeskFile`), then previewed against
 * the campaign as it stands (the packet it answers, dates, issuing HQ, units under it, taken once:
 * `previewOrdersFiles`). A file is new (something in it can be taken in), taken in, refused, or set
 * aside by the umpire. Nothing here writes to the campaign: Take in does, through `TakeInDialog`.
 */
import { useEffect, useMemo, useState } from 'react';
import { countsInWords, previewOrdersFiles, type CampaignState, type Seat } from '../../../campaign/index.ts';
import { readDeskText } from '../../files/readDeskFile.ts';
import { chosenOrdersFiles, type ChosenOrdersFile } from '../TakeInDialog.tsx';
import type { DeskConnection } from './deskConnection.ts';
import type { SeatNetworkRecord } from './seatLinks.ts';

/** One file of the inbox. `key` is `<seat id>/<file id>`; times are ms since 1970 (null when not known). */
export type InboxEntry = {
  key: string;
  seat: Seat;
  fileId: string;
  sentAtMs: number | null;
  arrivedAtMs: number | null;
  /** The file as read, or null while it is being read. */
  chosen: ChosenOrdersFile | null;
  status: 'reading' | 'new' | 'taken' | 'refused' | 'setAside';
  /** What it holds or why it is refused, in a few words. */
  summary: string;
};

/** The inbox: its files (newest arrival first), how many wait to be taken in, and Set aside. */
export type Inbox = { entries: InboxEntry[]; waiting: number; setAside(key: string): void };

/**
 * The hook. `record` holds the files set aside and when each arrived; `update` changes it (Set aside,
 * and the arrival of each file the desk sees for the first time).
 */
export function useInbox(
  state: CampaignState | null,
  connection: DeskConnection | null,
  seats: readonly Seat[],
  record: SeatNetworkRecord | null,
  update: (change: (r: SeatNetworkRecord | null) => SeatNetworkRecord | null) => void,
): Inbox {
  // Each file as read, with the text it was read from (a text changed under the same id is read again).
  const [read, setRead] = useState<ReadonlyMap<string, { text: string; chosen: ChosenOrdersFile }>>(new Map());
  const files = seats.flatMap((seat) => (connection?.seat(seat.id)?.files ?? []).map((f) => ({ seat, file: f, key: `${seat.id}/${f.fileId}` })));
  const unread = files.filter((f) => read.get(f.key)?.text !== f.file.text);
  const unreadKeys = unread.map((f) => `${f.key}:${f.file.text.length}`).join('\n');
  // When the desk first saw each file, kept at the desk.
  const unstamped = record ? files.filter((f) => record.arrived[f.key] === undefined).map((f) => f.key) : [];
  useEffect(() => {
    if (unstamped.length === 0) return;
    const at = Date.now();
    update((r) => r && { ...r, arrived: { ...r.arrived, ...Object.fromEntries(unstamped.filter((k) => r.arrived[k] === undefined).map((k) => [k, at])) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unstamped.join('\n')]);
  useEffect(() => {
    if (unread.length === 0) return;
    let live = true;
    void Promise.all(
      unread.map(async (f) => [f.key, { text: f.file.text, chosen: chosenOrdersFiles([await readDeskText(f.file.text, `orders from “${f.seat.label}”`)])[0]! }] as const),
    ).then((done) => {
      if (live) setRead((m) => new Map([...m, ...done]));
    });
    return () => {
      live = false;
    };
    // The files not read yet, by key: a file's text never changes under its id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadKeys]);
  const setAsideKeys = record?.setAside;
  const arrived = record?.arrived;
  const aside = new Set(setAsideKeys);
  const entries = useMemo(
    () =>
      files
        .map(({ seat, file, key }): InboxEntry => {
          const got = read.get(key);
          const chosen = got && got.text === file.text ? got.chosen : null;
          const base = { key, seat, fileId: file.fileId, sentAtMs: file.sentAtMs, arrivedAtMs: arrived?.[key] ?? null, chosen };
          if (!chosen) return { ...base, status: 'reading', summary: 'being checked…' };
          if (!('file' in chosen)) return { ...base, status: 'refused', summary: `refused: ${chosen.issues[0]?.message ?? 'it cannot be read'}` };
          const [p] = state ? previewOrdersFiles(state, [chosen.file], state.clockMin) : [];
          if (!p || !p.ok) return { ...base, status: 'refused', summary: `refused: ${p && !p.ok ? (p.issues[0]?.message ?? '') : 'no campaign'}` };
          const what = countsInWords([
            [p.items.filter((i) => i.kind === 'order').length, 'order'],
            [p.items.filter((i) => i.kind === 'report').length, 'report'],
          ]);
          // Taken in before: what was true when it was taken in stands, whatever was issued since.
          if (p.items.every((i) => i.taken.taken)) return { ...base, status: 'taken', summary: what };
          const refused = p.items.filter((i) => !i.taken.taken && i.problems.length > 0);
          if (refused.length > 0) return { ...base, status: 'refused', summary: `${what}: ${refused[0]!.problems[0]}` };
          if (!p.payload) return { ...base, status: 'taken', summary: what };
          return { ...base, status: aside.has(key) ? 'setAside' : 'new', summary: what };
        })
        .sort((a, b) => (b.arrivedAtMs ?? Infinity) - (a.arrivedAtMs ?? Infinity)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files.map((f) => `${f.key}:${f.file.text.length}`).join('\n'), read, state, setAsideKeys, arrived],
  );
  // A file still being checked holds Send packets back as a new one does.
  return { entries, waiting: entries.filter((e) => e.status === 'new' || e.status === 'reading').length, setAside: (key) => update((r) => r && { ...r, setAside: [...r.setAside, key] }) };
}
