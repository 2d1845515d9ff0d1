/**
 * Where in a player's packet or orders file a problem lies, in the user's words: "The campaign's start"
 * for `picture.startLocal`, "Unit 4" for `picture.units[3]`, "Order 2" for `orders[1]` — the file's own
 * path only where no word fits, so a refusal never reads as a program's field name alone.
 */

const FIELDS: Record<string, string> = {
  startLocal: "the campaign's start",
  zeroHourMin: 'zero hour',
  atMin: "the packet's minute",
  seat: 'the seat',
  hqId: "the seat's HQ",
  seatId: 'the seat it names',
  packetId: 'the packet it answers',
  format: 'the kind of file',
  formatVersion: "the file's version",
  units: 'the units',
  orders: 'the orders',
  reports: 'the reports',
  info: 'what is known of each unit',
  received: 'when each order and report arrived',
  parentId: 'its HQ',
  issuedAtMin: 'when it was issued',
  sentAtMin: 'when it was sent',
  forId: 'whom it is for',
  fromId: 'who issued it',
  toId: 'whom it goes to',
  grid: 'the map grid',
  sides: 'the sides',
  madeAtMin: 'when it was so',
  receivedAtMin: 'when it arrived',
  changes: 'what changed since the last packet',
};

const ITEMS: Record<string, string> = { units: 'Unit', orders: 'Order', reports: 'Report', tasks: 'Task', sheets: 'Sheet', firePlans: 'Fire plan' };

/** The place `path` (`picture.units[3].parentId`, `(file)`) in words; '' for the whole file. */
export function filePlace(path: string): string {
  if (path === '(file)' || path === '') return '';
  if (/^(Order|Report) \d+/.test(path)) return path; // already in words (an orders file's items)
  const parts = path.replace(/^picture\./, '').split('.');
  const words: string[] = [];
  for (const part of parts) {
    const item = /^(\w+)\[(\d+)\]$/.exec(part);
    if (item) words.push(`${ITEMS[item[1]!] ?? item[1]} ${Number(item[2]) + 1}`);
    else words.push(FIELDS[part] ?? part);
  }
  const text = words.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A file problem as one line: "Unit 4, its HQ: no unit "x" in the packet"; the whole file's problem alone. */
export function fileProblemLine(issue: { path: string; message: string }): string {
  const place = filePlace(issue.path);
  return place === '' ? issue.message : `${place}: ${issue.message}`;
}
