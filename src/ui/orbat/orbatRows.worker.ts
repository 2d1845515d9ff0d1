/** The order-of-battle file worker: reads a CSV or ORBAT Mapper file here, off the page's thread, into review rows (`orbatRowsOf`). */
import { orbatRowsOf, type OrbatContext } from '../../campaign/index.ts';
import { answerInWorker } from '../files/workerCall.ts';

answerInWorker(async ({ name, blob, ctx }: { name: string; blob: Blob; ctx: OrbatContext }) => orbatRowsOf(name, await blob.text(), ctx));
