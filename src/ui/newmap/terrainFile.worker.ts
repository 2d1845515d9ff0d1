/** The terrain file worker: reads a GeoJSON file and classifies it here, off the page's thread (`readTerrainFileHere`). */
import { answerInWorker } from '../files/workerCall.ts';
import { readTerrainFileHere, type TerrainFileRequest } from './terrainFile.ts';

answerInWorker((request: TerrainFileRequest) => readTerrainFileHere(request));
