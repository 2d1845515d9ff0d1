/** The terrain file worker: reads a GeoJSON file, classifies, packs and prepares it here, off the page's thread (`answerTerrainFile`), and transfers its buffers. */
import { answerInWorker } from '../files/workerCall.ts';
import { answerTerrainFile, answerTransfer, type TerrainFileRequest } from './terrainFile.ts';

answerInWorker((request: TerrainFileRequest) => answerTerrainFile(request), answerTransfer);
