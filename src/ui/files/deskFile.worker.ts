/** The desk's file worker: reads a chosen file here, off the page's thread, and says what it is (`readDeskFile`). */
import { answerInWorker } from './workerCall.ts';
import { readDeskFileHere, type DeskFileRequest } from './deskFile.ts';

answerInWorker((request: DeskFileRequest) => readDeskFileHere(request));
